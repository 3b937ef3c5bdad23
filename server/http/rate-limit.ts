import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contract';
import type { Config } from '../config';
import { ApiError } from './errors';

const isLimited = (url: string) => url.startsWith('/api/') || url.startsWith('/interaction/');
const isIdentityProvider = (url: string) => url.startsWith('/oidc/');

/**
 * Per-client request budget for the API, the sign-in form and the identity provider's endpoints
 * (token, authorization…); a 429 carries the error body.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !isLimited(request.url),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        ErrorCode.RATE_LIMITED,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
      ),
  });
  // The provider answers from a middleware, before any Fastify route (and its limit) is found.
  const limitRequest = app.rateLimit({ allowList: () => false });
  app.addHook('onRequest', async function limitIdentityProvider(request, reply) {
    if (isIdentityProvider(request.url)) await limitRequest.call(this, request, reply);
  });
}
