import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRoute, ErrorCode, teachableClaimBodySchema, userMeSchema } from '../../contract';
import { openCookieSession } from '../auth/cookie-sign-in';
import { access } from '../auth/route-access';
import { claimSignIn } from '../course-platforms/teachable/sign-ins';
import { ApiError, unauthenticated } from '../errors/api-error';
import { getUserMe } from '../repositories/users';
import { routeSchema } from './responses';

const SIGN_IN_AGAIN = 'This sign-in is no longer valid. Sign in with Teachable again.';

/**
 * The frame's claim of its finished Teachable sign-in. Public, without CSRF token: no session
 * exists yet, and the claim secret, known only to the frame that made it, is the proof.
 */
export async function teachableSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.post(
    ApiRoute.teachableSignInClaim,
    {
      config: { access: access.public },
      schema: routeSchema(
        'Claim a Teachable sign-in finished in a popup: opens this frame’s cookie session once. ' +
          '409 while the popup has not finished; 400 unknown claim; 410 claimed before or expired.',
        { body: teachableClaimBodySchema },
        { 200: userMeSchema },
      ),
    },
    async (request, reply) => {
      const now = app.clock();
      const result = await claimSignIn(db, request.body.claim, now);
      if (result.outcome === 'pending') {
        throw new ApiError(
          409,
          ErrorCode.TEACHABLE_SIGN_IN_PENDING,
          'The sign-in with Teachable is not finished yet.',
        );
      }
      if (result.outcome === 'unknown') {
        throw new ApiError(400, ErrorCode.TEACHABLE_SIGN_IN_UNKNOWN, SIGN_IN_AGAIN);
      }
      if (result.outcome !== 'claimed') {
        throw new ApiError(410, ErrorCode.TEACHABLE_SIGN_IN_GONE, SIGN_IN_AGAIN);
      }
      await openCookieSession(request, reply, { db, config }, result.userId, 'teachable');
      const me = await getUserMe(db, result.userId);
      if (!me) throw unauthenticated(SIGN_IN_AGAIN);
      return me;
    },
  );
}
