import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../auth/cookies';
import { sha256 } from '../../auth/secrets';
import type { Config } from '../../config';
import { SIGN_IN_VALIDITY_MS } from './sign-ins';

/**
 * A plain (not framed) sign-in binds its state to the browser that started it, against login CSRF
 * (someone else's finished sign-in planted in this browser). The callback is a top-level
 * navigation back from Teachable, so a first-party Lax cookie comes along. One cookie per state.
 */
const cookieName = (state: string) => `teachable_state_${sha256(state).slice(0, 24)}`;

const options = (config: Config) => ({
  path: '/auth/teachable/',
  httpOnly: true,
  secure: cookieOptions(config).secure,
  sameSite: 'lax' as const,
});

export function setStateCookie(reply: FastifyReply, config: Config, state: string) {
  reply.setCookie(cookieName(state), state, {
    ...options(config),
    maxAge: SIGN_IN_VALIDITY_MS / 1000,
  });
}

export const stateCookieMatches = (request: FastifyRequest, state: string) =>
  request.cookies[cookieName(state)] === state;

export function clearStateCookie(reply: FastifyReply, config: Config, state: string) {
  reply.clearCookie(cookieName(state), options(config));
}
