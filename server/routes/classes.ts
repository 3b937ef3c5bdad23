import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIdParamsSchema,
  classListQuerySchema,
  classListSchema,
  classStudentListSchema,
  classSummarySchema,
  createClassBodySchema,
  ErrorCode,
  Role,
} from '../../contract';
import { requireClassAccess, requireSuperuser, viewerRoles } from '../auth/access';
import { ApiError } from '../http/errors';
import {
  classIdsWithRole,
  createClass,
  getClass,
  listClasses,
  listClassStudents,
} from '../repositories/classes';
import { accommodationsOf, readAccommodations } from '../repositories/members';
import { isSuperuser } from '../repositories/users';
import { toClassSummary } from './class-summary';
import { errorResponses } from './responses';

/** Classes of the viewer (the impersonated student while impersonating). */
export async function classRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  const summaryOf = async (
    classId: number,
    roles: Awaited<ReturnType<typeof viewerRoles>>,
    teaches: boolean,
  ) => {
    const row = await getClass(db, classId, teaches ? 'authoring' : 'published');
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such class.');
    return toClassSummary(row, roles);
  };

  app.get(
    '/classes',
    {
      schema: {
        summary:
          'Classes the viewer studies in (as=student) or teaches (as=teacher; a superuser: all).',
        querystring: classListQuerySchema,
        response: { 200: classListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const roles = await viewerRoles(request, db);
      const asTeacher = request.query.as === 'teacher';
      const ids =
        asTeacher && isSuperuser(roles)
          ? 'all'
          : classIdsWithRole(roles, asTeacher ? Role.TEACHER : Role.STUDENT);
      const rows = await listClasses(db, ids, asTeacher ? 'authoring' : 'published', {
        includeArchived: asTeacher || request.query.include_archived === 'true',
      });
      return rows.map((row) => toClassSummary(row, roles));
    },
  );

  app.post(
    '/classes',
    {
      schema: {
        summary: 'Create a class (superuser only).',
        body: createClassBodySchema,
        response: { 201: classSummarySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requireSuperuser(request, db);
      const classId = await createClass(db, request.body);
      const summary = await summaryOf(classId, await viewerRoles(request, db), true);
      return reply.code(201).send(summary);
    },
  );

  app.get(
    '/classes/:classId',
    {
      schema: {
        summary: 'One class, for its members and superusers.',
        params: classIdParamsSchema,
        response: { 200: classSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      const access = await requireClassAccess(request, db, classId);
      return summaryOf(classId, await viewerRoles(request, db), access.teaches);
    },
  );

  app.get(
    '/classes/:classId/students',
    {
      schema: {
        summary: "The class's students, for its teachers and superusers.",
        params: classIdParamsSchema,
        response: { 200: classStudentListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      const access = await requireClassAccess(request, db, classId);
      if (!access.teaches) {
        throw new ApiError(
          403,
          ErrorCode.FORBIDDEN,
          "Only the class's teachers can see its students.",
        );
      }
      const [students, extras] = await Promise.all([
        listClassStudents(db, classId),
        readAccommodations(db, classId),
      ]);
      return students.map((student) => ({
        ...student,
        accommodations: accommodationsOf(extras, student.id),
      }));
    },
  );
}
