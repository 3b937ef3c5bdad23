import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRoute, endorsementSchema, memberParamsSchema } from '../../contract';
import { requireActor } from '../auth/request-auth';
import { access } from '../auth/route-access';
import { notFound } from '../errors/api-error';
import { getUserMe } from '../repositories/users';
import { endorseStudent, withdrawEndorsement } from '../services/progress/endorse';
import { noContentSchema, routeSchema } from './responses';
import { authorizeForStudent } from './student-access';

/** A teacher's endorsement of a student to sit the knowledge test. */
export async function endorsementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.put(
    ApiRoute.studentEndorsement,
    {
      config: { access: access.inClassThen('student.read', 'class.teach') },
      schema: routeSchema(
        'Endorse the student to sit the knowledge test (teachers of the class, superusers).',
        { params: memberParamsSchema },
        { 200: endorsementSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      const teacherId = requireActor(request).userId;
      const teacher = await getUserMe(db, teacherId);
      return endorseStudent(
        db,
        { classId, studentId: userId, teacher: { id: teacherId, name: teacher?.name ?? '' } },
        new Date(),
      );
    },
  );

  app.delete(
    ApiRoute.studentEndorsement,
    {
      config: { access: access.inClassThen('student.read', 'class.teach') },
      schema: routeSchema(
        'Withdraw the endorsement (teachers of the class, superusers).',
        { params: memberParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      if (!(await withdrawEndorsement(db, classId, userId))) throw notFound('endorsement');
      return reply.code(204).send(null);
    },
  );
}
