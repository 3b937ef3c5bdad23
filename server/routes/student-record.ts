import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRoute, memberParamsSchema, studentRecordSchema } from '../../contract';
import { access } from '../auth/route-access';
import { isClassTeacher } from '../auth/roles';
import { studentRecord } from '../services/progress/student-record';
import { routeSchema } from './responses';
import { authorizeForStudent } from './student-access';

/** The instructor's printable record of a student (the instructor signs the logbook, not the app). */
export async function studentRecordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.studentRecord,
    {
      config: { access: access.inClassThen('student.read') },
      schema: routeSchema(
        "A student's record for the instructor: ACS areas, study by week, quizzes, the final exam, the knowledge-test codes and who reviewed them, the instructor's certificate (the student, the class's teachers, superusers).",
        { params: memberParamsSchema },
        { 200: studentRecordSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      const granted = await authorizeForStudent(request, db, classId, userId);
      return studentRecord(
        db,
        { classId, studentId: userId },
        { userId: granted.actor.userId, isClassTeacher: isClassTeacher(granted.actor, classId) },
        app.clock(),
      );
    },
  );
}
