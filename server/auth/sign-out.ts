import type { FastifyReply, FastifyRequest } from 'fastify';
import { Header } from '../../contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { clearSessionCookies } from './cookies';
import { endSession } from './sessions';

/**
 * Ends the cookie session the request was authenticated with and clears its cookies. A cookie
 * call whose session is already gone just gets its cookies cleared; a bearer call has no server
 * session (the client signs out of the identity provider itself).
 */
export async function signOut(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  config: Config,
) {
  const session = request.auth?.actor?.session;
  if (session) await endSession(db, session);
  const method = request.headers[Header.AUTH_METHOD];
  if (session || method === 'lms' || method === 'teachable') clearSessionCookies(reply, config);
}
