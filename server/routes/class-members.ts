import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accommodationsSchema,
  appointTeacherBodySchema,
  appointTeacherResultSchema,
  classIdParamsSchema,
  classPaths,
  classSummarySchema,
  ErrorCode,
  invitationListSchema,
  invitationParamsSchema,
  inviteBodySchema,
  inviteResultSchema,
  joinClassBodySchema,
  memberParamsSchema,
  Role,
  teacherListSchema,
} from '../../contract';
import { requireClassAccess, rolesFor, viewerRoles } from '../auth/access';
import { requireAppointTeachers } from '../auth/class-roles';
import { requireActor } from '../auth/request-auth';
import { ApiError } from '../http/errors';
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
import { requireClassManager } from './class-admin';
import { toClassSummary } from './class-summary';
import { errorResponses, noContentSchema } from './responses';

/** Who belongs to a class: students, invitations, teachers, accommodations, joining by code. */
export async function classMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    classPaths.join,
    {
      schema: {
        summary:
          'Join a class as a student with its code; wrong, switched-off or archived codes say why.',
        body: joinClassBodySchema,
        response: { 200: classSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const classId = await joinClassByCode(db, actor.userId, request.body.code);
      // Roles read again: the one just granted is not in the authentication's copy.
      const roles = await getRoles(db, actor.userId);
      const row = await getClass(db, classId, 'published');
      if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such class.');
      return toClassSummary(row, roles);
    },
  );

  app.delete(
    classPaths.student,
    {
      schema: {
        summary: 'Remove a student (attempts are kept for the record).',
        params: memberParamsSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      await requireClassManager(request, db, classId);
      await removeStudent(db, classId, userId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    classPaths.accommodations,
    {
      schema: {
        summary: "Set a student's accommodations (extra time, extra final-exam attempts).",
        params: memberParamsSchema,
        body: accommodationsSchema,
        response: { 200: accommodationsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId, userId } = request.params;
      await requireClassManager(request, db, classId);
      const roles = await rolesFor(request, db, userId);
      if (!roles.some((entry) => entry.role === Role.STUDENT && entry.class_id === classId)) {
        throw new ApiError(404, ErrorCode.NOT_FOUND, 'This person is not a student of the class.');
      }
      await writeAccommodations(db, classId, userId, request.body);
      return request.body;
    },
  );

  app.get(
    classPaths.invitations,
    {
      schema: {
        summary: 'Pending invitations of the class.',
        params: classIdParamsSchema,
        response: { 200: invitationListSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireClassManager(request, db, request.params.classId);
      return listInvitations(db, request.params.classId);
    },
  );

  app.post(
    classPaths.invitations,
    {
      schema: {
        summary: 'Invite students by e-mail; each attaches when that e-mail signs in.',
        params: classIdParamsSchema,
        body: inviteBodySchema,
        response: { 200: inviteResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      return inviteStudents(db, classId, request.body.emails, requireActor(request).userId);
    },
  );

  app.delete(
    classPaths.invitation,
    {
      schema: {
        summary: 'Revoke an invitation.',
        params: invitationParamsSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { classId, invitationId } = request.params;
      await requireClassManager(request, db, classId);
      if (!(await deleteInvitation(db, classId, invitationId))) {
        throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such invitation.');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    classPaths.teachers,
    {
      schema: {
        summary: "The class's teachers (for its teachers and superusers).",
        params: classIdParamsSchema,
        response: { 200: teacherListSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireClassManager(request, db, request.params.classId);
      return listTeachers(db, request.params.classId);
    },
  );

  app.post(
    classPaths.teachers,
    {
      schema: {
        summary: 'Appoint a teacher by e-mail (superuser); someone unknown yet is invited.',
        params: classIdParamsSchema,
        body: appointTeacherBodySchema,
        response: { 200: appointTeacherResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassAccess(request, db, classId);
      requireAppointTeachers({ roles: await viewerRoles(request, db) });
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
    classPaths.teacher,
    {
      schema: {
        summary: 'Remove a teacher from the class (superuser).',
        params: memberParamsSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      await requireClassAccess(request, db, classId);
      requireAppointTeachers({ roles: await viewerRoles(request, db) });
      await removeTeacher(db, classId, userId);
      return reply.code(204).send(null);
    },
  );
}
