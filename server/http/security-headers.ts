import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { EARLY_LMS_SCRIPT_HASH } from './early-requests';

/**
 * Security headers; the app may be framed only by itself and the configured course platform.
 * Helmet's middleware is made once: @fastify/helmet made it, and parsed the policy, on every
 * request (6 % of the server's time answering `/api/health` under load).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const frameAncestors = ["'self'"];
  if (config.coursePlatformHost) frameAncestors.push(`https://${config.coursePlatformHost}`);
  const identityOrigin = new URL(config.identity.endpoint).origin;
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_LMS_SCRIPT_HASH],
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
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}
