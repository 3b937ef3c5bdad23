import type { FastifyRequest } from 'fastify';
import { ErrorCode, type Role, type RoleEntry } from '../../contract';
import type { Database } from '../db/client';
import { classExists } from '../repositories/classes';
import { getRoles } from '../repositories/users';
import { impersonationError } from './impersonation';
import { requireActor, requireViewer } from './request-auth';
import {
  mayEnterClass,
  requireAccess,
  rolesInClass,
  teachesClass,
  type IdentifiedActor,
} from './roles';
import { forbidden, notFound } from '../errors/api-error';

const rolesCache = new WeakMap<FastifyRequest, Map<number, Promise<RoleEntry[]>>>();

/** A user's role entries, read once per request (the actor's came with the authentication). */
export function rolesFor(request: FastifyRequest, db: Database, userId: number) {
  const actor = request.auth?.actor;
  if (actor?.userId === userId) return Promise.resolve(actor.roles);
  let byUser = rolesCache.get(request);
  if (!byUser) {
    byUser = new Map();
    rolesCache.set(request, byUser);
  }
  let roles = byUser.get(userId);
  if (!roles) {
    roles = getRoles(db, userId);
    byUser.set(userId, roles);
  }
  return roles;
}

/** The viewer's roles (the impersonated student's while impersonating); 401 if nobody signed in. */
export const viewerRoles = (request: FastifyRequest, db: Database) =>
  rolesFor(request, db, requireViewer(request).userId);

/** 403 FORBIDDEN unless the viewer is a superuser (never true while impersonating a student). */
export async function requireSuperuser(request: FastifyRequest, db: Database) {
  const viewer = requireViewer(request);
  requireAccess({ userId: viewer.userId, roles: await viewerRoles(request, db) }, ['superuser']);
}

export const CLASS_FORBIDDEN_MESSAGE = "You don't have access to this class.";

export type ClassAccess = {
  /** The viewer's roles in this class. */
  rolesInClass: Role[];
  /** The viewer teaches the class or is a superuser. */
  teaches: boolean;
  /** The viewer as a plain actor, for the role rules and the services. */
  actor: IdentifiedActor;
};

/**
 * The gate of every class-scoped route: 404 when the class does not exist; members and superusers
 * pass. While impersonating, a class outside the acting user's reach (or the student's) is 403
 * code 114; otherwise a class the viewer does not belong to is 403 FORBIDDEN.
 */
export async function requireClassAccess(
  request: FastifyRequest,
  db: Database,
  classId: number,
): Promise<ClassAccess> {
  const viewer = requireViewer(request);
  if (!(await classExists(db, classId))) {
    throw notFound('class');
  }
  const viewerActor = { userId: viewer.userId, roles: await viewerRoles(request, db) };
  const viewerMayEnter = mayEnterClass(viewerActor, classId);
  if (viewer.impersonating) {
    const actorRoles = await rolesFor(request, db, requireActor(request).userId);
    if (!mayEnterClass({ roles: actorRoles }, classId) || !viewerMayEnter) {
      throw impersonationError(ErrorCode.CLASS_NOT_ACCESSIBLE);
    }
  } else if (!viewerMayEnter) {
    throw forbidden(CLASS_FORBIDDEN_MESSAGE);
  }
  return {
    rolesInClass: rolesInClass(viewerActor, classId),
    teaches: teachesClass(viewerActor, classId),
    actor: viewerActor,
  };
}
