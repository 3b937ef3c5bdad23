import type { DestinationStream } from 'pino';
import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SecretBox } from './auth/secret-box';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import type { DataChanges } from './db/data-changes';
import { registerErrorHandling, sendFrameworkError, writeClientError } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRateLimit } from './http/rate-limit';
import { registerApiDocs } from './http/api-docs';
import { registerIdentityProvider } from './auth/identity-provider';
import { registerAuthentication } from './auth/authenticate';
import { registerApiRoutes } from './routes';
import { registerLti } from './course-platforms/lti';
import { ServiceTokens } from './course-platforms/lti/service-token';
import { FrameOrigins } from './course-platforms/frame-origins';
import { registerTeachable } from './course-platforms/teachable';
import { registerSpa } from './http/spa';
import { registerHealth } from './http/health';
import { registerRequestLog } from './http/request-log';
import { registerCompression } from './http/compression';
import { registerGracefulShutdown } from './http/graceful-shutdown';
import { registerBoundedTurns } from './http/bounded-turns';
import { closeOverdueAttempts, SWEEP_INTERVAL_MS } from './services/attempts/sweep';
import { fitDueStudents, FITTING_INTERVAL_MS } from './services/fsrs-fitting/fitting-job';
import { runEvery } from './services/run-every';

export type AppOptions = {
  config: Config;
  db: Database;
  /**
   * The database's announced writes (`DatabaseConnection.changes`): with them the server keeps
   * copies of its most frequent reads (authentication, a student's class list); without, none.
   */
  changes?: DataChanges;
  /** Fastify's logger: a level and where lines go in production, false in tests. */
  logger?: boolean | { level: string; stream?: DestinationStream };
  /** The server's clock (deadlines, timestamps); tests pass a fake one. */
  clock?: () => Date;
  /** How the server holds an answer back (the sign-in slow-down); tests pass one that records. */
  sleep?: (ms: number) => Promise<void>;
};

export type App = FastifyInstance;

/** A hop count becomes "trust the nearest N proxies" (Fastify's types take no number). */
const toFastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole server: API under /api, identity provider under /oidc, the SPA for the rest. */
export async function buildApp({
  config,
  db,
  changes,
  logger = false,
  clock = () => new Date(),
  sleep = (ms) => delay(ms),
}: AppOptions): Promise<App> {
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
  app.decorate('dataChanges', changes);
  app.decorate('clock', clock);
  app.decorate('sleep', sleep);
  app.decorate('secretBox', SecretBox.fromSettings(config.secretsKey, config.dataDir));
  app.decorate('ltiServiceTokens', new ServiceTokens(db, clock));
  const frameOrigins = new FrameOrigins(db, clock);
  app.decorate('frameOrigins', frameOrigins);

  registerBoundedTurns(app, config.requestsPerTurn);
  registerErrorHandling(app);
  registerRequestLog(app);
  registerGracefulShutdown(app);
  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app, config, () => frameOrigins.current());
  await registerRateLimit(app, config);
  await registerApiDocs(app);
  await registerHealth(app);
  if (config.identity.builtIn) await registerIdentityProvider(app, config, db);
  await registerAuthentication(app, config, db);
  await app.register(registerApiRoutes, { prefix: '/api' });
  await app.register(registerLti, { prefix: '/lti' });
  await app.register(registerTeachable);
  await registerSpa(app, config);
  registerBackgroundJobs(app);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: () => Date;
    sleep: (ms: number) => Promise<void>;
    db: Database;
    dataChanges: DataChanges | undefined;
    /** The registered LTI platforms' and connected Teachable schools' origins: they may frame the pages. */
    frameOrigins: FrameOrigins;
    /** Seals and opens the secrets kept in the database (Teachable secrets and tokens). */
    secretBox: SecretBox;
    /** One cache of course-platform access tokens for the process (scores, rosters). */
    ltiServiceTokens: ServiceTokens;
  }
}

/**
 * Work the server does on its own while it runs: started when it is ready, and on close stopped
 * and waited for. Attempts whose time ran out while nobody looked are closed every minute;
 * students' FSRS parameters are fitted every hour (one process at a time).
 */
function registerBackgroundJobs(app: FastifyInstance) {
  const jobs = [
    {
      every: SWEEP_INTERVAL_MS,
      run: closeOverdueAttempts,
      failure: 'closing overdue attempts failed',
    },
    { every: FITTING_INTERVAL_MS, run: fitDueStudents, failure: 'fitting FSRS parameters failed' },
  ];
  let stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stops = jobs.map(({ every, run, failure }) =>
      runEvery(
        every,
        () => run(app.db, app.clock()),
        (error) => app.log.error({ err: error }, failure),
      ),
    );
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
