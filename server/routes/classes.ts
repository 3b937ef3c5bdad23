import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  classListQuerySchema,
  classListSchema,
  classStudentListSchema,
  classSummarySchema,
  createClassBodySchema,
  Role,
} from '../../contract';
import { viewerRoles } from '../auth/access';
import { requireViewer } from '../auth/request-auth';
import { flashcardCountsFor } from '../services/flashcards/flashcard-counts';
import { createStudentClassLists } from '../services/classes/student-classes';
import { getClass, listClasses, listClassStudents } from '../repositories/classes';
import { accommodationsOf, readAccommodations } from '../repositories/members';
import { classIdsWithRole, isSuperuser } from '../auth/roles';
import { createClassWithQuizzes } from '../services/classes/create-class';
import { toClassSummary } from './class-summary';
import { routeSchema } from './responses';
import { notFound } from '../errors/api-error';
import { access, grantedClassAccess } from '../auth/route-access';

/** Classes of the viewer (the impersonated student while impersonating). */
export async function classRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const studentClassLists = createStudentClassLists(db, app.dataChanges);
  app.addHook('onClose', async () => studentClassLists.close());

  const summaryOf = async (
    request: FastifyRequest,
    classId: number,
    roles: Awaited<ReturnType<typeof viewerRoles>>,
    teaches: boolean,
  ) => {
    const row = await getClass(db, classId, teaches ? 'authoring' : 'published');
    if (!row) throw notFound('class');
    const studies = classIdsWithRole({ roles }, Role.STUDENT).includes(classId);
    const counts = studies
      ? await flashcardCountsFor(db, requireViewer(request).userId, [classId], new Date())
      : undefined;
    return toClassSummary(row, roles, counts?.get(classId));
  };

  app.get(
    ApiRoute.classes,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        'Classes the viewer studies in (as=student) or teaches (as=teacher; a superuser: all).',
        { querystring: classListQuerySchema },
        { 200: classListSchema },
      ),
    },
    async (request) => {
      const roles = await viewerRoles(request, db);
      if (request.query.as === 'teacher') {
        const ids = isSuperuser({ roles }) ? 'all' : classIdsWithRole({ roles }, Role.TEACHER);
        const rows = await listClasses(db, ids, 'authoring');
        return rows.map((row) => toClassSummary(row, roles));
      }
      const rows = await studentClassLists.list(
        requireViewer(request).userId,
        classIdsWithRole({ roles }, Role.STUDENT),
        { includeArchived: request.query.include_archived === 'true', now: new Date() },
      );
      return rows.map((row) => toClassSummary(row.summary, roles, row.flashcards));
    },
  );

  app.post(
    ApiRoute.classes,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Create a class (superuser only).',
        { body: createClassBodySchema },
        { 201: classSummarySchema },
      ),
    },
    async (request, reply) => {
      const classId = await createClassWithQuizzes(db, request.body);
      const summary = await summaryOf(request, classId, await viewerRoles(request, db), true);
      return reply.code(201).send(summary);
    },
  );

  app.get(
    ApiRoute.class,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'One class, for its members and superusers.',
        { params: classIdParamsSchema },
        { 200: classSummarySchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const { teaches } = grantedClassAccess(request);
      return summaryOf(request, classId, await viewerRoles(request, db), teaches);
    },
  );

  app.get(
    ApiRoute.classStudents,
    {
      config: { access: access.inClass('class.students.list') },
      schema: routeSchema(
        "The class's students, for its teachers and superusers.",
        { params: classIdParamsSchema },
        { 200: classStudentListSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
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
