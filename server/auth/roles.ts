import { Role, type RoleEntry } from '../../contract';

/**
 * The role rules, in one place. Pure functions over a plain actor (a user's role entries), so a
 * route, an LTI launch, a job or a test can ask them without a Fastify request or a database.
 */
export type RoleActor = { roles: readonly RoleEntry[] };

export const isSuperuser = (actor: RoleActor) =>
  actor.roles.some((entry) => entry.role === Role.SUPERUSER);

/** The actor's roles in one class. */
export const rolesInClass = (actor: RoleActor, classId: number): Role[] =>
  actor.roles.flatMap((entry) => (entry.class_id === classId ? [entry.role] : []));

/** Superusers and the class's members may enter a class. */
export const mayEnterClass = (actor: RoleActor, classId: number) =>
  isSuperuser(actor) || rolesInClass(actor, classId).length > 0;

/** "Teaches this class": a teacher of the class, or a superuser. They author its content. */
export const teachesClass = (actor: RoleActor, classId: number) =>
  isSuperuser(actor) || rolesInClass(actor, classId).includes(Role.TEACHER);

/** Class ids in which the actor has `role`. */
export const classIdsWithRole = (actor: RoleActor, role: Role) =>
  actor.roles.flatMap((entry) =>
    entry.role === role && entry.class_id !== null ? [entry.class_id] : [],
  );
