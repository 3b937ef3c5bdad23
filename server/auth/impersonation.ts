import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../contract';
import { Header, IMPERSONATION_MESSAGES, idTextSchema } from '../../contract';
import type { Database } from '../db/client';
import { recordImpersonatedRequest } from '../repositories/impersonation-log';
import { getRoles, teachesStudent, userExists } from '../repositories/users';
import { isSuperuser } from './roles';
import type { Impersonation } from './request-auth';
import { forbidden, invalid } from '../errors/api-error';

const INVALID_HEADER_MESSAGE = 'X-Impersonated-Id must be a positive integer.';

/** The student id of X-Impersonated-Id, null without the header; 422 when it is not a positive integer. */
export function readImpersonatedId(request: FastifyRequest): number | null {
  const value = request.headers[Header.IMPERSONATED_ID];
  if (value === undefined) return null;
  const parsed = idTextSchema.safeParse(value);
  if (!parsed.success) {
    throw invalid(INVALID_HEADER_MESSAGE, [
      { path: `headers.${Header.IMPERSONATED_ID}`, message: INVALID_HEADER_MESSAGE },
    ]);
  }
  return parsed.data;
}

/** A superuser may view anyone; a teacher may view the students of the classes they teach. */
export async function mayImpersonate(db: Database, actorId: number, studentId: number) {
  if (isSuperuser({ roles: await getRoles(db, actorId) })) return userExists(db, studentId);
  return teachesStudent(db, actorId, studentId);
}

export const impersonationError = (
  code:
    | typeof ErrorCode.IMPERSONATION_READ_ONLY
    | typeof ErrorCode.IMPERSONATION_NOT_PERMITTED
    | typeof ErrorCode.CLASS_NOT_ACCESSIBLE,
) => forbidden(IMPERSONATION_MESSAGES[code], code);

/**
 * Every request made while impersonating leaves a row in impersonation_log and a log line. The hook
 * takes a callback, so that the other requests pass it without a promise.
 */
export function registerImpersonationLog(app: FastifyInstance, db: Database) {
  const record = async (
    request: FastifyRequest,
    statusCode: number,
    impersonation: Impersonation,
  ) => {
    const entry = {
      ...impersonation,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      statusCode,
    };
    request.log.info(entry, 'impersonated request');
    try {
      await recordImpersonatedRequest(db, entry);
    } catch (error) {
      request.log.error({ err: error, ...entry }, 'could not record an impersonated request');
    }
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    const impersonation = request.auth?.impersonation;
    if (!impersonation) return done(null, payload);
    void record(request, reply.statusCode, impersonation).then(() => done(null, payload));
  });
}
