import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { requireViewer } from '../auth/request-auth';
import { flashcardCountsFor } from '../services/flashcards/flashcard-counts';
import { ApiError } from '../http/errors';
import {
  classIdsWithRole,
  createClass,
  getClass,
  listClasses,
  listClassStudents,
} from '../repositories/classes';
import { isSuperuser } from '../repositories/users';
import { toClassSummary } from './class-summary';
import { errorResponses } from './responses';

/** Classes of the viewer (the impersonated student while impersonating). */
export async function classRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  const summaryOf = async (
    request: FastifyRequest,
    classId: number,
    roles: Awaited<ReturnType<typeof viewerRoles>>,
    teaches: boolean,
  ) => {
    const row = await getClass(db, classId, teaches ? 'authoring' : 'published');
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such class.');
    const studies = classIdsWithRole(roles, Role.STUDENT).includes(classId);
    const counts = studies
      ? await flashcardCountsFor(db, requireViewer(request).userId, [classId], new Date())
      : undefined;
    return toClassSummary(row, roles, counts?.get(classId));
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
      const rows = await listClasses(db, ids, asTeacher ? 'authoring' : 'published');
      const counts = asTeacher
        ? undefined
        : await flashcardCountsFor(
            db,
            requireViewer(request).userId,
            rows.map((row) => row.id),
            new Date(),
          );
      return rows.map((row) => toClassSummary(row, roles, counts?.get(row.id)));
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
      const summary = await summaryOf(request, classId, await viewerRoles(request, db), true);
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
      return summaryOf(request, classId, await viewerRoles(request, db), access.teaches);
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
      return listClassStudents(db, classId);
    },
  );
}
