import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../contract';
import type { Config } from '../config';
import { ApiError } from '../errors/api-error';

const isLimited = (url: string) => url.startsWith('/api/') || url.startsWith('/interaction/');

/**
 * Per-client request budget for the API and the sign-in form; a 429 carries the error body. The
 * identity provider's endpoints (token, authorization…) take the same limit in their own scope.
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
}
