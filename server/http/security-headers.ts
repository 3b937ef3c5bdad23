import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { EARLY_LMS_SCRIPT_HASH } from './early-requests';

/** Security headers; the app may be framed only by itself and the configured course platform. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const frameAncestors = ["'self'"];
  if (config.coursePlatformHost) frameAncestors.push(`https://${config.coursePlatformHost}`);
  const identityOrigin = new URL(config.identity.endpoint).origin;
  await app.register(helmet, {
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
}
