import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRoute, createLmsTokenBodySchema, ErrorCode, lmsTokenSchema } from '../../contract';
import { requireSuperuser } from '../auth/access';
import { issueLmsToken, lmsLaunchUrl } from '../auth/lms-tokens';
import { ApiError } from '../http/errors';
import { findUserIdByEmail } from '../repositories/users';
import { routeSchema } from './responses';

/** Superuser tools. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.post(
    ApiRoute.adminLmsTokens,
    {
      schema: routeSchema(
        'Mint a 24-hour LMS token for a user (until LTI launches exist). Superuser only.',
        { body: createLmsTokenBodySchema },
        { 201: lmsTokenSchema },
      ),
    },
    async (request, reply) => {
      await requireSuperuser(request, db);
      const userId = await findUserIdByEmail(db, request.body.email);
      if (userId === null) {
        throw new ApiError(404, ErrorCode.NOT_FOUND, 'No user has this e-mail address.');
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
