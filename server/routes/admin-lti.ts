import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  ltiPlatformBodySchema,
  ltiPlatformParamsSchema,
  ltiPlatformSchema,
  ltiPlatformsOverviewSchema,
  ltiToolKeysSchema,
} from '../../contract';
import type { Database } from '../db/client';
import { access } from '../auth/route-access';
import { noContentSchema, routeSchema } from './responses';
import {
  createPlatform,
  deletePlatform,
  listPlatforms,
  recentLaunchFailures,
  updatePlatform,
} from '../course-platforms/lti/platform-admin';
import { rotateToolKeys, toolKeyStates } from '../course-platforms/lti/tool-keys';
import { toolUrls } from '../course-platforms/lti/tool-urls';

const keysView = async (db: Database, now: Date) =>
  (await toolKeyStates(db, now)).map((key) => ({
    kid: key.kid,
    created_at: key.createdAt.toISOString(),
    retired_at: key.retiredAt?.toISOString() ?? null,
  }));

/** The superuser's Course platforms screen: LTI 1.3 registrations, the tool's URLs and keys. */
export async function adminLtiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['course platforms'];

  app.get(
    ApiRoute.adminLtiPlatforms,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'LTI 1.3 platforms, the refused launches of the last 30 days, the tool’s URLs and keys.',
        { tags },
        { 200: ltiPlatformsOverviewSchema },
      ),
    },
    async () => {
      const now = app.clock();
      const urls = toolUrls(config.publicUrl);
      return {
        platforms: await listPlatforms(db),
        launch_failures: await recentLaunchFailures(db, now),
        tool_urls: {
          login: urls.login,
          launch: urls.launch,
          jwks: urls.jwks,
          registration: urls.registration,
          deep_linking: urls.deepLinking,
        },
        tool_keys: await keysView(db, now),
        registration_origins: config.ltiRegistrationOrigins,
      };
    },
  );

  app.post(
    ApiRoute.adminLtiPlatforms,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Register an LTI 1.3 platform by hand (409 when its issuer and client id are registered).',
        { tags, body: ltiPlatformBodySchema },
        { 201: ltiPlatformSchema },
      ),
    },
    async (request, reply) => {
      const platform = await createPlatform(db, request.body, app.clock());
      await app.frameOrigins.refresh();
      return reply.code(201).send(platform);
    },
  );

  app.put(
    ApiRoute.adminLtiPlatform,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Edit an LTI 1.3 platform; its deployments become the ones sent.',
        { tags, params: ltiPlatformParamsSchema, body: ltiPlatformBodySchema },
        { 200: ltiPlatformSchema },
      ),
    },
    async (request) => {
      const platform = await updatePlatform(
        db,
        request.params.platformId,
        request.body,
        app.clock(),
      );
      await app.frameOrigins.refresh();
      return platform;
    },
  );

  app.delete(
    ApiRoute.adminLtiPlatform,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Remove an LTI 1.3 platform: its launches stop; the classes it made stay.',
        { tags, params: ltiPlatformParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      await deletePlatform(db, request.params.platformId);
      await app.frameOrigins.refresh();
      return reply.code(204).send(null);
    },
  );

  app.post(
    ApiRoute.adminLtiToolKeyRotation,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Rotate the tool’s signing key: a new key signs; the old one stays published a week.',
        { tags },
        { 200: ltiToolKeysSchema },
      ),
    },
    async () => {
      const now = app.clock();
      await rotateToolKeys(db, now);
      return { tool_keys: await keysView(db, now) };
    },
  );
}
