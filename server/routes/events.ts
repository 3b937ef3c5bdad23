import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRoute, trackEventBodySchema } from '../../contract';
import { optionalActor } from '../auth/request-auth';
import { recordTrackingEvent } from '../repositories/tracking-events';
import { noContentSchema, routeSchema } from './responses';
import { access } from '../auth/route-access';

const EVENT_BODY_LIMIT = 16 * 1024;
const USER_AGENT_MAX = 512;

/** First-party tracking (the Init event at start-up); sign-in is optional. */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    ApiRoute.events,
    {
      config: { access: access.public },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: routeSchema(
        'Record a tracking event, with the signed-in user when there is one.',
        { body: trackEventBodySchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      await recordTrackingEvent(db, {
        ...request.body,
        userId: optionalActor(request)?.userId ?? null,
        userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
      });
      return reply.code(204).send(null);
    },
  );
}
