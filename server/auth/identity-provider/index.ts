import middie, { type NextHandleFunction } from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider from 'oidc-provider';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { deleteExpiredPayloads } from './adapter';
import { providerConfiguration } from './configuration';
import { interactionRoutes } from './interactions';
import { loadCookieKeys, loadSigningKeys } from './keys';

export { getPublicJwks } from './keys';

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The built-in OpenID Connect provider (oidc-provider) at /oidc, with its sign-in pages at
 * /interaction/:uid. Keys, sessions, grants and tokens live in the database.
 */
export async function registerIdentityProvider(app: FastifyInstance, config: Config, db: Database) {
  const [signingKeys, cookieKeys] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db)]);
  const provider = new Provider(
    config.identity.issuer,
    providerConfiguration(config, db, { signingKeys, cookieKeys }),
  );
  // Every address the provider writes (discovery, redirects) comes from PUBLIC_URL: the mount
  // below replaces the Host and X-Forwarded-* headers the client sent with PUBLIC_URL's.
  provider.proxy = true;
  const publicUrl = new URL(config.publicUrl);

  // The provider answers from an onRequest middleware (it reads the raw request body itself),
  // mounted in a scope of its own: only requests under its path pass the middleware's hook. The
  // rate limit goes first, since the provider answers before any route's own hooks would run.
  const handle = provider.callback();
  const mount: NextHandleFunction = (request, response) => {
    request.headers.host = publicUrl.host;
    request.headers['x-forwarded-host'] = publicUrl.host;
    request.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    // middie strips the mount path for the provider; put it back for the request log line.
    void handle(request, response).finally(() => {
      if (request.originalUrl) request.url = request.originalUrl;
    });
  };
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', scope.rateLimit({ allowList: () => false }));
      await scope.register(middie);
      scope.use('/', mount);
      // Routes only so that these paths reach the scope: the middleware has answered before them.
      const answeredByProvider = (_request: FastifyRequest, reply: FastifyReply) => reply.hijack();
      scope.all('/', answeredByProvider);
      scope.all('/*', answeredByProvider);
    },
    { prefix: new URL(config.identity.issuer).pathname },
  );

  await app.register(interactionRoutes(provider, config, db));

  await deleteExpiredPayloads(db);
  const cleanup = setInterval(() => {
    deleteExpiredPayloads(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete expired identity provider data'),
    );
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
}
