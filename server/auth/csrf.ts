import type { FastifyRequest } from 'fastify';
import { ErrorCode, Header } from '../../contract';
import type { Config } from '../config';
import { sameSecret } from './secrets';
import type { Session } from './sessions';
import { forbidden } from '../errors/api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isStateChanging = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

export const CSRF_MESSAGE =
  'This request was refused because it did not come from Groundschool. Reload the page and try again.';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Our own origins: PUBLIC_URL's and the configured dev origins. Never the address the request
 * claims to have reached: Host and X-Forwarded-Host are the client's to choose.
 */
function isOwnOrigin(origin: string, config: Config) {
  const own = [config.publicUrl, ...config.identity.extraOrigins]
    .map(originOf)
    .filter((value): value is string => value !== null);
  return own.includes(origin);
}

/**
 * Cross-site request forgery guard for state-changing calls made with a session cookie: the
 * X-CSRF-Token header must equal the session's token (from the readable CSRF cookie), and an Origin
 * header, when the browser sends one, must be ours.
 */
export function checkCsrf(request: FastifyRequest, config: Config, session: Session) {
  if (!isStateChanging(request.method)) return;
  const origin = request.headers.origin;
  const token = request.headers[Header.CSRF_TOKEN];
  const validOrigin = origin === undefined || isOwnOrigin(origin, config);
  const validToken = typeof token === 'string' && sameSecret(token, session.csrfToken);
  if (!validOrigin || !validToken) {
    throw forbidden(CSRF_MESSAGE, ErrorCode.CSRF_REJECTED);
  }
}
