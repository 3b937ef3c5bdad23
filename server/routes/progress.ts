import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  memberParamsSchema,
  myProgressSchema,
  studentProgressSchema,
} from '../../contract';
import { requireViewer } from '../auth/request-auth';
import { access } from '../auth/route-access';
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
