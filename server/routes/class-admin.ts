import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIdParamsSchema,
  ApiRoute,
  classSettingsResponseSchema,
  classSummarySchema,
  examPreviewSchema,
  finalExamSettingsSchema,
  generalSettingsSchema,
  joinCodeSchema,
  nameInUseQuerySchema,
  nameInUseSchema,
  updateClassBodySchema,
  weakAreaSettingsSchema,
} from '../../contract';
import { requireClassAccess, requireSuperuser, viewerRoles } from '../auth/access';
import type {} from '../db/client';
import {
  listExamTopics,
  readClassSettings,
  writeSettingsGroup,
} from '../repositories/class-settings';
import {
  classNameInUse,
  getClass,
  regenerateJoinCode,
  setJoinCodeEnabled,
  updateClass,
} from '../repositories/classes';
import { requireAccess } from '../auth/roles';
import { previewFinalExam, updateFinalExamSettings } from '../services/classes/final-exam-settings';
import { toClassSummary } from './class-summary';
import { noContentSchema, routeSchema } from './responses';
import { notFound } from '../errors/api-error';
import { access } from '../auth/route-access';

/** A class's own settings (general, final exam, weak areas), name, archive and join code. */
export async function classAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const params = classIdParamsSchema;

  const settingsOf = async (classId: number) => {
    const settings = await readClassSettings(db, classId);
    if (!settings) throw notFound('class');
    return { ...settings, topics: await listExamTopics(db, classId) };
  };

  app.get(
    ApiRoute.classNameInUse,
    {
      // Superusers ask about a new name; a class's teachers about renaming it (`except`).
      config: { access: access.signedIn },
      schema: routeSchema(
        'Whether a class name is taken already (a warning for teachers and superusers).',
        { querystring: nameInUseQuerySchema },
        { 200: nameInUseSchema },
      ),
    },
    async (request) => {
      const except = request.query.except;
      if (except === undefined || !Number.isInteger(except)) await requireSuperuser(request, db);
      if (except !== undefined) {
        const { actor } = await requireClassAccess(request, db, except);
        requireAccess(actor, ['class.teach'], { classId: except });
      }
      return { in_use: await classNameInUse(db, request.query.name, except) };
    },
  );

  app.patch(
    ApiRoute.class,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Rename, describe, archive or restore a class (its teachers and superusers).',
        { params, body: updateClassBodySchema },
        { 200: classSummarySchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      await updateClass(db, classId, request.body);
      const row = await getClass(db, classId, 'authoring');
      if (!row) throw notFound('class');
      return toClassSummary(row, await viewerRoles(request, db));
    },
  );

  app.get(
    ApiRoute.classSettings,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "The class's general, final-exam and weak-area settings, and its topics.",
        { params },
        { 200: classSettingsResponseSchema },
      ),
    },
    async (request) => {
      return settingsOf(request.params.classId);
    },
  );

  app.put(
    ApiRoute.classGeneralSettings,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Replace the general settings.',
        { params, body: generalSettingsSchema },
        { 200: classSettingsResponseSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      await writeSettingsGroup(db, classId, 'general', request.body);
      return settingsOf(classId);
    },
  );

  app.put(
    ApiRoute.classFinalExamSettings,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Replace the final-exam settings (weights add up to 100 %, topics of this class).',
        { params, body: finalExamSettingsSchema },
        { 200: classSettingsResponseSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      await updateFinalExamSettings(db, classId, request.body);
      return settingsOf(classId);
    },
  );

  app.put(
    ApiRoute.classWeakAreaSettings,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Replace the weak-area settings.',
        { params, body: weakAreaSettingsSchema },
        { 200: classSettingsResponseSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      await writeSettingsGroup(db, classId, 'weak_areas', request.body);
      return settingsOf(classId);
    },
  );

  app.post(
    ApiRoute.finalExamPreview,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Draw a sample final exam with the given settings (nothing is saved).',
        { params, body: finalExamSettingsSchema },
        { 200: examPreviewSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      return previewFinalExam(db, classId, request.body);
    },
  );

  const joinCodeOf = async (classId: number) => {
    const row = await getClass(db, classId, 'authoring');
    if (!row) throw notFound('class');
    return { join_code: row.joinCode, join_code_enabled: row.joinCodeEnabled };
  };

  app.post(
    ApiRoute.classJoinCode,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'Regenerate the join code (the old one stops working) and switch it on.',
        { params },
        { 200: joinCodeSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      await regenerateJoinCode(db, classId);
      return joinCodeOf(classId);
    },
  );

  app.delete(
    ApiRoute.classJoinCode,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema('Switch the join code off.', { params }, { 204: noContentSchema }),
    },
    async (request, reply) => {
      const { classId } = request.params;
      await setJoinCodeEnabled(db, classId, false);
      return reply.code(204).send(null);
    },
  );
}
