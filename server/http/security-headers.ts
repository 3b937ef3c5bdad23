import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { inlineScriptSources, readFirstScreenAssets } from './first-screen-assets';

/** Where the API answers: JSON and files, never a document a browser renders or frames. */
const API_PREFIX = '/api/';

/** helmet's options for API answers (see registerSecurityHeaders). */
export const API_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/** More origins that may frame the pages, read per request (LTI platforms', Teachable schools'). */
export type FramingOrigins = () => Promise<readonly string[]>;

/**
 * Security headers; the app may be framed only by itself, the configured course platform and the
 * origins `framingOrigins` gives (read before each page's headers are made).
 * Pages get helmet's full set. API answers get the few that matter to a JSON or file answer (a
 * policy that loads and frames nothing, nosniff, HSTS, no referrer, same-origin reads): helmet's
 * full set was three quarters of an API answer's bytes (909 of `/api/health`'s).
 * Each helmet middleware is made once: @fastify/helmet made it, and parsed the policy, on every
 * request (6 % of the server's time answering `/api/health` under load).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  framingOrigins?: FramingOrigins,
) {
  const framersOf = new WeakMap<ServerResponse, readonly string[]>();
  const frameAncestors = [
    "'self'",
    ...(config.coursePlatformHost ? [`https://${config.coursePlatformHost}`] : []),
    (_request: unknown, response: ServerResponse) => (framersOf.get(response) ?? []).join(' '),
  ];
  const identityOrigin = new URL(config.identity.endpoint).origin;
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(readFirstScreenAssets(config.staticDir))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", identityOrigin, 'https://*.sentry.io', 'https://*.ingest.sentry.io'],
        frameAncestors,
        formAction: ["'self'", identityOrigin, ...config.identity.extraOrigins],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The sign-out popup of the course platform needs window.opener to stay usable.
    crossOriginOpenerPolicy: false,
    frameguard: false,
  });
  const apiHeaders = helmet(API_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(API_PREFIX) || !framingOrigins) {
      const setHeaders = request.url.startsWith(API_PREFIX) ? apiHeaders : pageHeaders;
      setHeaders(request.raw, reply.raw, () => done());
      return;
    }
    framingOrigins().then((origins) => {
      framersOf.set(reply.raw, origins);
      pageHeaders(request.raw, reply.raw, () => done());
    }, done);
  });
}
