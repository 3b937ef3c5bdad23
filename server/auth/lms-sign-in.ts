import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { attachInvitations } from '../repositories/members';
import { setSessionCookies } from './cookies';
import { redeemLmsToken } from './lms-tokens';
import { endSession, openSession } from './sessions';

/**
 * The lms exchange (`GET /users/me?auth=TOKEN`): a valid 24-hour token opens a cookie session for
 * its user, replacing the session this browser had. Returns the user's id.
 */
export async function signInWithLmsToken(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  config: Config,
  token: string,
) {
  const userId = await redeemLmsToken(db, token);
  const previous = request.auth?.actor?.session;
  if (previous) await endSession(db, previous);
  const { id, session } = await openSession(db, userId, 'lms');
  setSessionCookies(reply, config, {
    id,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
  });
  await attachInvitations(db, userId);
  request.log.info({ userId }, 'lms token exchanged for a session');
  return userId;
}
