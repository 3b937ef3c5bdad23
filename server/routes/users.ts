import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, Header, meQuerySchema, updateMeBodySchema, userMeSchema } from '../../contract';
import { signInWithLmsToken } from '../auth/lms-sign-in';
import { requireActor, SIGN_IN_MESSAGE } from '../auth/request-auth';
import { signOut } from '../auth/sign-out';
import { ApiError } from '../http/errors';
import { getUserMe, updateUserName } from '../repositories/users';
import { errorResponses, noContentSchema } from './responses';

/** Spec §7: the signed-in user, their name, and sign-out. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  const loadMe = async (userId: number) => {
    const me = await getUserMe(db, userId);
    if (!me) throw new ApiError(401, ErrorCode.UNAUTHENTICATED, SIGN_IN_MESSAGE);
    return me;
  };

  app.get(
    '/users/me',
    {
      schema: {
        summary:
          'The signed-in user. With X-Auth-Method: lms and ?auth=TOKEN, exchanges a 24-hour LMS token ' +
          'for a cookie session. Always the signed-in person, also while impersonating.',
        querystring: meQuerySchema,
        response: { 200: userMeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = request.query.auth;
      if (token !== undefined && request.headers[Header.AUTH_METHOD] === 'lms') {
        return loadMe(await signInWithLmsToken(request, reply, db, config, token));
      }
      return loadMe(requireActor(request).userId);
    },
  );

  app.patch(
    '/users/me',
    {
      schema: {
        summary: 'Update the signed-in user (name).',
        body: updateMeBodySchema,
        response: { 200: userMeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = requireActor(request);
      await updateUserName(db, userId, request.body.name);
      return loadMe(userId);
    },
  );

  app.post(
    '/users/logout',
    {
      // Signing out must work while impersonating: it ends the actor's own session.
      config: { impersonation: 'ignore' },
      schema: {
        summary: 'End the cookie session (lms, teachable) and clear its cookies. Always 204.',
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await signOut(request, reply, db, config);
      return reply.code(204).send(null);
    },
  );
}
