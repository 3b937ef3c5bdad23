import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../contract';
import { isLoopbackUrl, type Config } from '../config';

/**
 * Session cookies come from the lms and teachable methods, whose launches open the app inside a
 * course platform's page, where its cookies are third-party: they need SameSite=None, which
 * browsers accept only with Secure, and Partitioned (CHIPS), so a browser that blocks third-party
 * cookies still keeps them for that frame (a partitioned cookie set in a tab of its own works as
 * any first-party cookie). That holds wherever Secure is possible: https, or this machine. Over
 * plain http to another host they stay SameSite=Lax. Writes are checked by the CSRF token either way.
 */
export function cookieOptions(config: Config): CookieSerializeOptions {
  const embeddable =
    config.coursePlatformHost !== '' ||
    config.publicUrl.startsWith('https:') ||
    isLoopbackUrl(config.publicUrl);
  return {
    path: '/',
    secure: embeddable,
    sameSite: embeddable ? 'none' : 'lax',
    partitioned: embeddable,
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
