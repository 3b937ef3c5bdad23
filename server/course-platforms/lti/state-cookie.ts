import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../auth/secrets';
import { LAUNCH_STATE_VALIDITY_MS } from './launch-states';

/**
 * The cookie that binds a login initiation's state to the browser. The launch arrives by a
 * cross-site form post, often inside the platform's frame: SameSite=None (so Secure) and
 * Partitioned, so a browser that keeps third-party cookies per top-level site still sends it.
 * One cookie per state (several launches may run at once), only for /lti/.
 */
const cookieName = (state: string) => `lti_state_${sha256(state).slice(0, 24)}`;

const OPTIONS = {
  path: '/lti/',
  httpOnly: true,
  secure: true,
  sameSite: 'none',
  partitioned: true,
} as const;

export function setStateCookie(reply: FastifyReply, state: string) {
  reply.setCookie(cookieName(state), state, {
    ...OPTIONS,
    maxAge: LAUNCH_STATE_VALIDITY_MS / 1000,
  });
}

export const stateCookieMatches = (request: FastifyRequest, state: string) =>
  request.cookies[cookieName(state)] === state;

export function clearStateCookie(reply: FastifyReply, state: string) {
  reply.clearCookie(cookieName(state), OPTIONS);
}
