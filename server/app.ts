import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { registerErrorHandling, sendFrameworkError, writeClientError } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRateLimit } from './http/rate-limit';
import { registerApiDocs } from './http/api-docs';
import { registerIdentityProvider } from './auth/identity-provider';
import { registerAuthentication } from './auth/authenticate';
import { registerApiRoutes } from './routes';
import { registerSpa } from './http/spa';
import { registerHealth } from './http/health';
import { registerRequestLog } from './http/request-log';
import { registerCompression } from './http/compression';
import { registerGracefulShutdown } from './http/graceful-shutdown';
import { requestArrival } from './db/oldest-request-first';

export type AppOptions = {
  config: Config;
  db: Database;
  /** Fastify's logger: true/level in production, false in tests. */
  logger?: boolean | { level: string };
};

export type App = FastifyInstance;

/** A hop count becomes "trust the nearest N proxies" (Fastify's types take no number). */
const toFastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole server: API under /api, identity provider under /oidc, the SPA for the rest. */
export async function buildApp({ config, db, logger = false }: AppOptions): Promise<App> {
  const app = Fastify({
    logger,
    // One line per request is written by registerRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default: none).
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Let the identity provider's own body parsing see raw streams.
    forceCloseConnections: false,
    // Shutting down, requests on open connections are still answered (see drainAndClose).
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: writeClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);

  // First: every later hook and the handler run knowing when their request arrived.
  app.addHook('onRequest', (_request, _reply, done) => requestArrival.run(Date.now(), done));
  registerErrorHandling(app);
  registerRequestLog(app);
  registerGracefulShutdown(app);
  await app.register(cookie);
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  await registerRateLimit(app, config);
  await registerApiDocs(app);
  await registerHealth(app);
  if (config.identity.builtIn) await registerIdentityProvider(app, config, db);
  await registerAuthentication(app, config, db);
  await app.register(registerApiRoutes, { prefix: '/api' });
  await registerSpa(app, config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}
