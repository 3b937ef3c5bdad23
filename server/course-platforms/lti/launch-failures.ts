import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Database } from '../../db/client';
import { ltiLaunchFailures } from '../../db/schema';
import { Claim } from './claims';
import type { LaunchRefused, RefusalSource } from './launch-refused';
import { refusalPage } from './pages';

/** Who an id_token names, read without trusting it: only to say where a refused launch came from. */
export function claimedSource(idToken: unknown): RefusalSource {
  if (typeof idToken !== 'string') return {};
  try {
    const claims = decodeJwt(idToken);
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    return {
      issuer: text(claims.iss),
      clientId: text(claims.azp) ?? text(audience),
      deploymentId: text(claims[Claim.deploymentId]),
    };
  } catch {
    return {};
  }
}

/**
 * A refused login initiation or launch: a row for the superuser's list, a log line (the reason,
 * never the token), and the page that explains it inside the platform's frame. No session and no
 * lms token exist at this point.
 */
export async function sendRefusal(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: LaunchRefused,
  source: RefusalSource,
  now: Date,
) {
  const from = { ...source, ...refusal.source };
  await db.insert(ltiLaunchFailures).values({
    issuer: from.issuer ?? null,
    clientId: from.clientId ?? null,
    deploymentId: from.deploymentId ?? null,
    reason: refusal.reason,
    message: refusal.message,
    createdAt: now,
  });
  request.log.warn({ reason: refusal.reason, issuer: from.issuer }, 'LTI launch refused');
  return reply
    .code(refusal.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(refusalPage(refusal.message, refusal.reason));
}
