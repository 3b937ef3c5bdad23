import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accommodationsSchema,
  appointTeacherBodySchema,
  appointTeacherResultSchema,
  classIdParamsSchema,
  ApiRoute,
  classSummarySchema,
  invitationListSchema,
  invitationParamsSchema,
  inviteBodySchema,
  inviteResultSchema,
  joinClassBodySchema,
  memberParamsSchema,
  Role,
  teacherListSchema,
} from '../../contract';
import { rolesFor } from '../auth/access';
import { requireActor } from '../auth/request-auth';
import { getClass } from '../repositories/classes';
import {
  deleteInvitation,
  listInvitations,
  listTeachers,
  writeAccommodations,
} from '../repositories/members';
import { getRoles } from '../repositories/users';
import { appointTeacher, inviteStudents } from '../services/classes/invite-members';
import { joinClassByCode } from '../services/classes/join-class';
import { removeStudent, removeTeacher } from '../services/classes/remove-member';
import { toClassSummary } from './class-summary';
import { noContentSchema, routeSchema } from './responses';
import { notFound, notFoundSaying } from '../errors/api-error';
import { access } from '../auth/route-access';

/** Who belongs to a class: students, invitations, teachers, accommodations, joining by code. */
export async function classMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    ApiRoute.classJoin,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        'Join a class as a student with its code; wrong, switched-off or archived codes say why.',
        { body: joinClassBodySchema },
        { 200: classSummarySchema },
      ),
    },
    async (request) => {
      const actor = requireActor(request);
      const classId = await joinClassByCode(db, actor.userId, request.body.code);
      // Roles read again: the one just granted is not in the authentication's copy.
      const roles = await getRoles(db, actor.userId);
      const row = await getClass(db, classId, 'published');
      if (!row) throw notFound('class');
      return toClassSummary(row, roles);
    },
  );

  app.delete(
    ApiRoute.classStudent,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Remove a student (attempts are kept for the record).',
        { params: memberParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      await removeStudent(db, classId, userId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    ApiRoute.studentAccommodations,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "Set a student's accommodations (extra time, extra final-exam attempts).",
        { params: memberParamsSchema, body: accommodationsSchema },
        { 200: accommodationsSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      const roles = await rolesFor(request, db, userId);
      if (!roles.some((entry) => entry.role === Role.STUDENT && entry.class_id === classId)) {
        throw notFoundSaying('This person is not a student of the class.');
      }
      await writeAccommodations(db, classId, userId, request.body);
      return request.body;
    },
  );

  app.get(
    ApiRoute.classInvitations,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Pending invitations of the class.',
        { params: classIdParamsSchema },
        { 200: invitationListSchema },
      ),
    },
    async (request) => {
      return listInvitations(db, request.params.classId);
    },
  );

  app.post(
    ApiRoute.classInvitations,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Invite students by e-mail; each attaches when that e-mail signs in.',
        { params: classIdParamsSchema, body: inviteBodySchema },
        { 200: inviteResultSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      return inviteStudents(db, classId, request.body.emails, requireActor(request).userId);
    },
  );

  app.delete(
    ApiRoute.classInvitation,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Revoke an invitation.',
        { params: invitationParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, invitationId } = request.params;
      if (!(await deleteInvitation(db, classId, invitationId))) {
        throw notFound('invitation');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    ApiRoute.classTeachers,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "The class's teachers (for its teachers and superusers).",
        { params: classIdParamsSchema },
        { 200: teacherListSchema },
      ),
    },
    async (request) => {
      return listTeachers(db, request.params.classId);
    },
  );

  app.post(
    ApiRoute.classTeachers,
    {
      config: { access: access.inClass('class.teachers.appoint') },
      schema: routeSchema(
        'Appoint a teacher by e-mail (superuser); someone unknown yet is invited.',
        { params: classIdParamsSchema, body: appointTeacherBodySchema },
        { 200: appointTeacherResultSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const outcome = await appointTeacher(
        db,
        classId,
        request.body.email,
        requireActor(request).userId,
      );
      return { outcome };
    },
  );

  app.delete(
    ApiRoute.classTeacher,
    {
      config: { access: access.inClass('class.teachers.appoint') },
      schema: routeSchema(
        'Remove a teacher from the class (superuser).',
        { params: memberParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      await removeTeacher(db, classId, userId);
      return reply.code(204).send(null);
    },
  );
}
