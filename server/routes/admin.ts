import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRoute, createLmsTokenBodySchema, lmsTokenSchema } from '../../contract';
import { issueLmsToken, lmsLaunchUrl } from '../auth/lms-tokens';
import { findUserIdByEmail } from '../repositories/users';
import { routeSchema } from './responses';
import { notFoundSaying } from '../errors/api-error';
import { access } from '../auth/route-access';

/** Superuser tools. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.post(
    ApiRoute.adminLmsTokens,
    {
      config: { access: access.superuser },
      schema: routeSchema(
        'Mint a 24-hour LMS token for a user (until LTI launches exist). Superuser only.',
        { body: createLmsTokenBodySchema },
        { 201: lmsTokenSchema },
      ),
    },
    async (request, reply) => {
      const userId = await findUserIdByEmail(db, request.body.email);
      if (userId === null) {
        throw notFoundSaying('No user has this e-mail address.');
      }
      const { token, expiresAt } = await issueLmsToken(db, userId);
      return reply.code(201).send({
        token,
        expires_at: expiresAt.toISOString(),
        launch_url: lmsLaunchUrl(config.publicUrl, token),
      });
    },
  );
}
