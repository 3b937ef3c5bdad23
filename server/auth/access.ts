import type { FastifyRequest } from 'fastify';
import { ErrorCode, type Role, type RoleEntry } from '../../contract';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { classExists } from '../repositories/classes';
import { getRoles } from '../repositories/users';
import { impersonationError } from './impersonation';
import { requireActor, requireViewer } from './request-auth';
import { isSuperuser, mayEnterClass, rolesInClass, teachesClass, type RoleActor } from './roles';

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
  if (!isSuperuser({ roles: await viewerRoles(request, db) })) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, 'Only a superuser can do this.');
  }
}

export const CLASS_FORBIDDEN_MESSAGE = "You don't have access to this class.";

export type ClassAccess = {
  /** The viewer's roles in this class. */
  rolesInClass: Role[];
  /** The viewer teaches the class or is a superuser. */
  teaches: boolean;
  /** The viewer as a plain actor, for the role rules and the services. */
  actor: RoleActor;
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
    throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such class.');
  }
  const viewerActor = { roles: await viewerRoles(request, db) };
  const viewerMayEnter = mayEnterClass(viewerActor, classId);
  if (viewer.impersonating) {
    const actorRoles = await rolesFor(request, db, requireActor(request).userId);
    if (!mayEnterClass({ roles: actorRoles }, classId) || !viewerMayEnter) {
      throw impersonationError(ErrorCode.CLASS_NOT_ACCESSIBLE);
    }
  } else if (!viewerMayEnter) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, CLASS_FORBIDDEN_MESSAGE);
  }
  return {
    rolesInClass: rolesInClass(viewerActor, classId),
    teaches: teachesClass(viewerActor, classId),
    actor: viewerActor,
  };
}
