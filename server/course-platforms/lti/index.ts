import type { FastifyInstance } from 'fastify';
import { deepLinkingRoutes } from './deep-linking';
import { registerScoreSender } from './grades/register-score-sender';
import formbody from '@fastify/formbody';
import { launchRoutes } from './launch-route';
import { loginRoutes } from './login-route';
import { PLATFORM_STORAGE_SCRIPT } from './platform-storage-script';
import { jwksRoute } from './jwks-route';
import { registerRoute } from './register-route';

/**
 * LTI 1.3 with the Advantage services, under `/lti` (login initiation, launch, key set, dynamic
 * registration). It ends where the spec's lms path begins: a verified launch mints the 24-hour
 * lms token. Each route module below has one job.
 */
export async function registerLti(app: FastifyInstance) {
  await app.register(deepLinkingRoutes);
  registerScoreSender(app);
  // Platforms post form-encoded bodies (the launch, dynamic registration); the API does not.
  await app.register(formbody);
  app.get('/platform-storage.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PLATFORM_STORAGE_SCRIPT),
  );
  await app.register(loginRoutes);
  await app.register(launchRoutes);
  await app.register(jwksRoute);
  await app.register(registerRoute);
}
