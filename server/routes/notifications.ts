import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  markNotificationsReadSchema,
  notificationListSchema,
  NOTIFICATIONS_LISTED,
} from '../../contract';
import { requireViewer } from '../auth/request-auth';
import { access } from '../auth/route-access';
import { listNotifications, markNotificationsRead } from '../repositories/notifications';
import { noContentSchema, routeSchema } from './responses';

/** The notification bell of the signed-in person. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.notifications,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        `The latest ${NOTIFICATIONS_LISTED} notifications of the signed-in person and the unread count.`,
        {},
        { 200: notificationListSchema },
      ),
    },
    async (request) => listNotifications(db, requireViewer(request).userId, NOTIFICATIONS_LISTED),
  );

  app.post(
    ApiRoute.notificationsRead,
    {
      config: { access: access.signedIn },
      schema: routeSchema(
        'Mark notifications read: the ids given, or all.',
        { body: markNotificationsReadSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      await markNotificationsRead(db, requireViewer(request).userId, request.body.ids, new Date());
      return reply.code(204).send(null);
    },
  );
}
