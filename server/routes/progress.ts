import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  ledgerPageSchema,
  ledgerQuerySchema,
  memberParamsSchema,
  myProgressSchema,
  studentProgressSchema,
} from '../../contract';
import { requireViewer } from '../auth/request-auth';
import { access } from '../auth/route-access';
import { pointsLedger } from '../services/progress/attempt-earnings';
import { myProgress } from '../services/progress/my-progress';
import { studentProgress } from '../services/progress/student-progress';
import { routeSchema } from './responses';
import { authorizeForStudent } from './student-access';

/** Points, streaks and badges. */
export async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.studentProgress,
    {
      config: { access: access.inClassThen('student.read') },
      schema: routeSchema(
        "A student's points, streak, badges and endorsement in the class (the student, the class's teachers, superusers).",
        { params: memberParamsSchema },
        { 200: studentProgressSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      return studentProgress(db, classId, userId, new Date());
    },
  );

  app.get(
    ApiRoute.studentPoints,
    {
      config: { access: access.inClassThen('student.read') },
      schema: routeSchema(
        "The ledger behind a student's points total in the class, newest first (the student, the class's teachers, superusers).",
        { params: memberParamsSchema, querystring: ledgerQuerySchema },
        { 200: ledgerPageSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      return pointsLedger(db, classId, userId, request.query);
    },
  );

  app.get(
    ApiRoute.usersMeProgress,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        "The signed-in student's points, streak and badges in each class they study in.",
        {},
        { 200: myProgressSchema },
      ),
    },
    async (request) => myProgress(db, requireViewer(request).userId, new Date()),
  );
}
