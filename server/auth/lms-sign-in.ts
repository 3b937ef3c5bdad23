import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { openCookieSession } from './cookie-sign-in';
import { redeemLmsToken } from './lms-tokens';

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
  await openCookieSession(request, reply, { db, config }, userId, 'lms');
  request.log.info({ userId }, 'lms token exchanged for a session');
  return userId;
}
