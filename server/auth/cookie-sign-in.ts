import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { attachInvitations } from '../repositories/members';
import { setSessionCookies } from './cookies';
import { endSession, openSession } from './sessions';

/**
 * Opens a cookie session (lms, teachable) for a user who just proved who they are, replacing the
 * session this browser had, and attaches the invitations waiting for their e-mail.
 */
export async function openCookieSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Database; config: Config },
  userId: number,
  method: 'lms' | 'teachable',
) {
  const { db, config } = deps;
  const previous = request.auth?.actor?.session;
  if (previous) await endSession(db, previous);
  const { id, session } = await openSession(db, userId, method);
  setSessionCookies(reply, config, {
    id,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
  });
  await attachInvitations(db, userId);
}
