import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_METHODS,
  ErrorCode,
  Header,
  SESSION_COOKIE,
  SESSION_EXPIRED_MESSAGE,
  USER_NAME_MAX,
  type AuthMethod,
  type RoleEntry,
} from '../../contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  createUserForSubject,
  findUserBySubject,
  getRoles,
  type UserWithRoles,
} from '../repositories/users';
import { attachInvitations } from '../repositories/members';
import { createBearerVerifier, type BearerVerifier, type VerifiedIdentity } from './bearer';
import { checkCsrf, isStateChanging } from './csrf';
import { getPublicJwks } from './identity-provider/keys';
import {
  impersonationError,
  mayImpersonate,
  readImpersonatedId,
  registerImpersonationLog,
} from './impersonation';
import { SIGN_IN_MESSAGE, type Actor, type RequestAuth } from './request-auth';
import { AUTHENTICATION_TABLES, findSession, type SessionWithRoles } from './sessions';
import { createReadCache } from '../db/read-cache';
import type { DataChanges } from '../db/data-changes';
import { ApiError, unauthenticated, invalid } from '../errors/api-error';

export const NEW_USER_NAME = 'New user';

type Credentials =
  | { kind: 'bearer'; token: string }
  | { kind: 'cookie'; method: Exclude<AuthMethod, 'logto'>; sessionId: string | undefined }
  | null;

const isAuthMethod = (value: string): value is AuthMethod =>
  (AUTH_METHODS as readonly string[]).includes(value);

/** Spec §7: `Authorization: Bearer` is logto; `X-Auth-Method: lms | teachable` uses the session cookie. */
function readCredentials(request: FastifyRequest): Credentials {
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  if (bearer?.[1]) return { kind: 'bearer', token: bearer[1] };

  const method = request.headers[Header.AUTH_METHOD];
  if (method === undefined) return null;
  if (typeof method !== 'string' || !isAuthMethod(method)) {
    const message = `X-Auth-Method must be one of ${AUTH_METHODS.join(', ')}.`;
    throw invalid(message, [{ path: `headers.${Header.AUTH_METHOD}`, message }]);
  }
  // logto without a bearer token: nothing to authenticate with.
  if (method === 'logto') return null;
  return { kind: 'cookie', method, sessionId: request.cookies[SESSION_COOKIE] };
}

/**
 * Copies of the authentication query's answers, by session and by subject, so that most requests
 * send no query to authenticate; dropped when sessions, users, roles or invitations change. They
 * grant access, so they are kept on the embedded database only (see `grantsAccess`).
 */
function createKeptAuthentication(changes: DataChanges | undefined) {
  const options = {
    tables: AUTHENTICATION_TABLES,
    maxEntries: 10_000,
    maxAgeMs: 5 * 60_000,
    grantsAccess: true,
  };
  const sessions = createReadCache<SessionWithRoles>(changes, options);
  const subjects = createReadCache<UserWithRoles>(changes, options);
  return {
    sessions,
    subjects,
    close: () => {
      sessions.close();
      subjects.close();
    },
  };
}
type KeptAuthentication = ReturnType<typeof createKeptAuthentication>;

async function userForSubject(
  db: Database,
  config: Config,
  identity: VerifiedIdentity,
  kept: KeptAuthentication,
) {
  const existing = await findUserBySubject(db, identity.subject, { kept: kept.subjects });
  if (existing !== null) return existing;
  // Accounts of the built-in provider exist before they sign in; a stranger's token is a bad token.
  if (config.identity.builtIn) {
    throw unauthenticated('This account is not known to Groundschool.');
  }
  const name = (identity.name ?? NEW_USER_NAME).slice(0, USER_NAME_MAX);
  const id = await createUserForSubject(db, identity.subject, name, identity.email);
  return { id, roles: [], invited: true };
}

/**
 * Invitations for the signed-in e-mail become roles (by any sign-in method: the authentication
 * query says when one waits, so other requests cost nothing more). Returns the roles after.
 */
async function acceptInvitations(db: Database, userId: number, roles: RoleEntry[]) {
  const attached = await attachInvitations(db, userId);
  return attached > 0 ? getRoles(db, userId) : roles;
}

async function resolveActor(
  request: FastifyRequest,
  credentials: NonNullable<Credentials>,
  db: Database,
  config: Config,
  verifyBearer: BearerVerifier,
  kept: KeptAuthentication,
): Promise<Actor> {
  if (credentials.kind === 'bearer') {
    const identity = await verifyBearer(credentials.token);
    const user = await userForSubject(db, config, identity, kept);
    const roles = user.invited ? await acceptInvitations(db, user.id, user.roles) : user.roles;
    return { userId: user.id, method: 'logto', session: null, roles };
  }
  if (!credentials.sessionId) {
    throw unauthenticated(SIGN_IN_MESSAGE);
  }
  const session = await findSession(db, credentials.sessionId, { kept: kept.sessions });
  if (session === null) throw unauthenticated(SIGN_IN_MESSAGE);
  if (session === 'expired') {
    throw unauthenticated(SESSION_EXPIRED_MESSAGE);
  }
  checkCsrf(request, config, session);
  const { roles, invited, ...sessionOnly } = session;
  return {
    userId: session.userId,
    method: credentials.method,
    session: sessionOnly,
    roles: invited ? await acceptInvitations(db, session.userId, roles) : roles,
  };
}

/**
 * Resolves who is calling every /api route and puts it on `request.auth`. Missing or failed
 * credentials do not end the request here (routes decide with requireActor / requireViewer, so an
 * unknown path still answers 404); a forged cookie call, a bad impersonation header and any
 * state-changing call while impersonating do.
 */
export async function registerAuthentication(app: FastifyInstance, config: Config, db: Database) {
  const verifyBearer = createBearerVerifier(config, () => getPublicJwks(db));
  const kept = createKeptAuthentication(app.dataChanges);
  app.addHook('onClose', async () => kept.close());
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const auth: RequestAuth = { actor: null, failure: null, viewer: null, impersonation: null };
    request.auth = auth;

    const credentials = readCredentials(request);
    if (credentials) {
      try {
        auth.actor = await resolveActor(request, credentials, db, config, verifyBearer, kept);
      } catch (error) {
        if (!(error instanceof ApiError) || error.errorCode === ErrorCode.CSRF_REJECTED)
          throw error;
        auth.failure = error;
      }
    }

    const studentId =
      request.routeOptions.config.impersonation === 'ignore' ? null : readImpersonatedId(request);
    const actor = auth.actor;
    if (studentId === null || actor === null) {
      auth.viewer =
        actor && studentId === null ? { userId: actor.userId, impersonating: false } : null;
      return;
    }
    if (!(await mayImpersonate(db, actor.userId, studentId))) {
      request.log.warn({ actorId: actor.userId, studentId }, 'impersonation refused');
      throw impersonationError(ErrorCode.IMPERSONATION_NOT_PERMITTED);
    }
    auth.impersonation = { actorId: actor.userId, studentId };
    auth.viewer = { userId: studentId, impersonating: true };
    if (isStateChanging(request.method)) {
      throw impersonationError(ErrorCode.IMPERSONATION_READ_ONLY);
    }
  });

  registerImpersonationLog(app, db);
}
