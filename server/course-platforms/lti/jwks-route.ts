import type { FastifyInstance } from 'fastify';
import { currentToolKey, publishedToolKeys } from './tool-keys';

/**
 * `GET /lti/jwks`: the tool's public keys. Cached briefly: a rotated key signs at once, so a
 * platform must not keep an old copy long (and re-fetching on an unknown `kid` is only a SHOULD).
 */
export async function jwksRoute(app: FastifyInstance) {
  // Made at start, so the first platform that asks is not kept waiting for an RSA key.
  app.addHook('onReady', async () => {
    await currentToolKey(app.db);
  });
  app.get('/jwks', async (_request, reply) => {
    const keySet = await publishedToolKeys(app.db, app.clock());
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json')
      .send(keySet);
  });
}
