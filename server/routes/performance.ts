import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  classOverviewSchema,
  memberParamsSchema,
  studentPerformanceSchema,
} from '../../contract';
import { access } from '../auth/route-access';
import { classOverview, studentPerformance } from '../services/progress/performance';
import { routeSchema } from './responses';
import { authorizeForStudent } from './student-access';

/** Predicted scores and accuracy per topic: one student's, and the whole class's. */
export async function performanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.studentPerformance,
    {
      config: { access: access.inClassThen('student.read') },
      schema: routeSchema(
        "A student's predicted final-exam score and accuracy per topic (the student, the class's teachers, superusers).",
        { params: memberParamsSchema },
        { 200: studentPerformanceSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      return studentPerformance(db, classId, userId);
    },
  );

  app.get(
    ApiRoute.classOverview,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "Every student's progress, readiness and accuracy per topic (the class's teachers, superusers).",
        { params: classIdParamsSchema },
        { 200: classOverviewSchema },
      ),
    },
    async (request) => classOverview(db, request.params.classId),
  );
}
