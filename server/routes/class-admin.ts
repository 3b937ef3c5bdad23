import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIdParamsSchema,
  classPaths,
  classSettingsResponseSchema,
  classSummarySchema,
  ErrorCode,
  examPreviewSchema,
  finalExamSettingsSchema,
  generalSettingsSchema,
  joinCodeSchema,
  nameInUseQuerySchema,
  nameInUseSchema,
  updateClassBodySchema,
  weakAreaSettingsSchema,
} from '../../contract';
import { requireClassAccess, viewerRoles } from '../auth/access';
import { requireManageClass } from '../auth/class-roles';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
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
import { isSuperuser } from '../auth/roles';
import { previewFinalExam, updateFinalExamSettings } from '../services/classes/final-exam-settings';
import { toClassSummary } from './class-summary';
import { errorResponses, noContentSchema } from './responses';

/** 404 / 403 / 114 as for every class route, then 403 unless the viewer runs the class. */
export async function requireClassManager(request: FastifyRequest, db: Database, classId: number) {
  await requireClassAccess(request, db, classId);
  requireManageClass({ roles: await viewerRoles(request, db) }, classId);
}

/** A class's own settings (general, final exam, weak areas), name, archive and join code. */
export async function classAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const params = classIdParamsSchema;

  const settingsOf = async (classId: number) => {
    const settings = await readClassSettings(db, classId);
    if (!settings) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such class.');
    return { ...settings, topics: await listExamTopics(db, classId) };
  };

  app.get(
    classPaths.nameInUse,
    {
      schema: {
        summary: 'Whether a class name is taken already (a warning for teachers and superusers).',
        querystring: nameInUseQuerySchema,
        response: { 200: nameInUseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const roles = await viewerRoles(request, db);
      const except = request.query.except;
      if (!isSuperuser({ roles }) && (except === undefined || !Number.isInteger(except))) {
        throw new ApiError(403, ErrorCode.FORBIDDEN, 'Only a superuser can do this.');
      }
      if (except !== undefined) await requireClassManager(request, db, except);
      return { in_use: await classNameInUse(db, request.query.name, except) };
    },
  );

  app.patch(
    classPaths.class,
    {
      schema: {
        summary: 'Rename, describe, archive or restore a class (its teachers and superusers).',
        params,
        body: updateClassBodySchema,
        response: { 200: classSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      await updateClass(db, classId, request.body);
      const row = await getClass(db, classId, 'authoring');
      if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such class.');
      return toClassSummary(row, await viewerRoles(request, db));
    },
  );

  app.get(
    classPaths.settings,
    {
      schema: {
        summary: "The class's general, final-exam and weak-area settings, and its topics.",
        params,
        response: { 200: classSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireClassManager(request, db, request.params.classId);
      return settingsOf(request.params.classId);
    },
  );

  app.put(
    classPaths.generalSettings,
    {
      schema: {
        summary: 'Replace the general settings.',
        params,
        body: generalSettingsSchema,
        response: { 200: classSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      await writeSettingsGroup(db, classId, 'general', request.body);
      return settingsOf(classId);
    },
  );

  app.put(
    classPaths.finalExamSettings,
    {
      schema: {
        summary: 'Replace the final-exam settings (weights add up to 100 %, topics of this class).',
        params,
        body: finalExamSettingsSchema,
        response: { 200: classSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      await updateFinalExamSettings(db, classId, request.body);
      return settingsOf(classId);
    },
  );

  app.put(
    classPaths.weakAreaSettings,
    {
      schema: {
        summary: 'Replace the weak-area settings.',
        params,
        body: weakAreaSettingsSchema,
        response: { 200: classSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      await writeSettingsGroup(db, classId, 'weak_areas', request.body);
      return settingsOf(classId);
    },
  );

  app.post(
    classPaths.finalExamPreview,
    {
      schema: {
        summary: 'Draw a sample final exam with the given settings (nothing is saved).',
        params,
        body: finalExamSettingsSchema,
        response: { 200: examPreviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      return previewFinalExam(db, classId, request.body);
    },
  );

  const joinCodeOf = async (classId: number) => {
    const row = await getClass(db, classId, 'authoring');
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such class.');
    return { join_code: row.joinCode, join_code_enabled: row.joinCodeEnabled };
  };

  app.post(
    classPaths.joinCode,
    {
      schema: {
        summary: 'Regenerate the join code (the old one stops working) and switch it on.',
        params,
        response: { 200: joinCodeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      await regenerateJoinCode(db, classId);
      return joinCodeOf(classId);
    },
  );

  app.delete(
    classPaths.joinCode,
    {
      schema: {
        summary: 'Switch the join code off.',
        params,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { classId } = request.params;
      await requireClassManager(request, db, classId);
      await setJoinCodeEnabled(db, classId, false);
      return reply.code(204).send(null);
    },
  );
}
