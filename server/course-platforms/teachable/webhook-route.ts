import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  teachableWebhookEventSchema,
  teachableWebhookParamsSchema,
  teachableWebhookReceiptSchema,
} from '../../../contract';
import { access } from '../../auth/route-access';
import { routeSchema } from '../../routes/responses';
import { findWebhookSchool, readEvent, receiveWebhook } from './webhooks';

// Enrolment events are a few hundred bytes; Teachable sends nothing near this.
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Teachable's webhook deliveries, machine to machine: no session, so no CSRF check applies; the
 * secret token in the address names the school.
 */
export async function teachableWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, secretBox, config } = app;

  app.post(
    ApiRoute.teachableWebhook,
    {
      config: { access: access.public },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // A body that is not an event is a 400 (after the address is checked), not the usual 422.
      attachValidation: true,
      schema: routeSchema(
        'Receive an event from a Teachable school (its webhook address): enrolments created or disabled.',
        { params: teachableWebhookParamsSchema, body: teachableWebhookEventSchema },
        { 200: teachableWebhookReceiptSchema },
      ),
    },
    async (request) => {
      const school = await findWebhookSchool(db, request.params.token);
      const event = readEvent(request.body);
      const context = { db, secretBox, apiUrl: config.teachable.apiUrl, log: request.log };
      return receiveWebhook(context, school, event);
    },
  );
}
