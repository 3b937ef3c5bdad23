import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../contract';
import type { Config } from '../config';

/**
 * Embedded in the course platform's page (COURSE_PLATFORM_HOST set), the app's cookies are
 * third-party: they need SameSite=None, which browsers accept only with Secure, and Partitioned
 * (CHIPS), so a browser that blocks third-party cookies still keeps them for that frame.
 */
export function cookieOptions(config: Config): CookieSerializeOptions {
  const embedded = config.coursePlatformHost !== '';
  return {
    path: '/',
    secure: embedded || config.publicUrl.startsWith('https:'),
    sameSite: embedded ? 'none' : 'lax',
    partitioned: embedded,
  };
}

/** The HttpOnly session cookie and the readable CSRF cookie (double submit), both until expiry. */
export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  session: { id: string; csrfToken: string; expiresAt: Date },
) {
  const options = { ...cookieOptions(config), expires: session.expiresAt };
  reply.setCookie(SESSION_COOKIE, session.id, { ...options, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...options, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  const options = cookieOptions(config);
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...options, httpOnly: false });
}
