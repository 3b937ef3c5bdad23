import type { FastifyInstance } from 'fastify';
import { deepLinkingRoutes } from './deep-linking';
import { jwksRoute } from './jwks-route';
import { registerRoute } from './register-route';

/**
 * LTI 1.3 with the Advantage services, under `/lti` (login initiation, launch, key set, dynamic
 * registration). It ends where the spec's lms path begins: a verified launch mints the 24-hour
 * lms token. Each route module below has one job.
 */
export async function registerLti(app: FastifyInstance) {
  await app.register(deepLinkingRoutes);
  await app.register(jwksRoute);
  await app.register(registerRoute);
}
