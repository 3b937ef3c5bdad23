import type { FastifyRequest } from 'fastify';
import type { AuthMethod, RoleEntry } from '../../contract';
import type { Session } from './sessions';
import type { ApiError } from '../errors/api-error';
import { unauthenticated } from '../errors/api-error';

/** The person who signed in, and how. `session` is set for cookie sessions (lms, teachable). */
export type Actor = {
  userId: number;
  method: AuthMethod;
  session: Session | null;
  /** The actor's role entries, read with the session or user in the authentication query. */
  roles: RoleEntry[];
};

/** Whose data the request reads: the actor, or the student the actor is viewing as. */
export type Viewer = { userId: number; impersonating: boolean };

export type Impersonation = { actorId: number; studentId: number };

/** What the authentication hook puts on every /api request (`request.auth`). */
export type RequestAuth = {
  actor: Actor | null;
  /** Why `actor` is null although credentials were sent (expired session, bad token…). */
  failure: ApiError | null;
  viewer: Viewer | null;
  impersonation: Impersonation | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /**
     * 'ignore': the route acts for the signed-in person and never as an impersonated student
     * (sign-out), so X-Impersonated-Id is neither checked nor refused there.
     */
    impersonation?: 'ignore';
  }
}

export const SIGN_IN_MESSAGE = 'Sign in to continue.';

const notSignedIn = (request: FastifyRequest) =>
  request.auth?.failure ?? unauthenticated(SIGN_IN_MESSAGE);

/** The signed-in person; 401 with the error body when nobody is. */
export function requireActor(request: FastifyRequest): Actor {
  const actor = request.auth?.actor;
  if (!actor) throw notSignedIn(request);
  return actor;
}

/** The person the answer is about (the impersonated student while impersonating); 401 if nobody. */
export function requireViewer(request: FastifyRequest): Viewer {
  const viewer = request.auth?.viewer;
  if (!viewer) throw notSignedIn(request);
  return viewer;
}

/** The signed-in person if any (routes where sign-in is optional). */
export const optionalActor = (request: FastifyRequest) => request.auth?.actor ?? null;

export const isImpersonating = (request: FastifyRequest) => request.auth?.impersonation != null;
