import { ErrorCode, Role, type RoleEntry } from '../../contract';
import { ApiError } from '../http/errors';

/** Who acts, as the role rules need it: their role entries (no request, no database). */
export type PlainActor = { roles: readonly RoleEntry[] };

const isSuperuser = (actor: PlainActor) =>
  actor.roles.some((entry) => entry.role === Role.SUPERUSER);

/** Teachers of the class and superusers run it: settings, members, invitations, codes. */
export const mayManageClass = (actor: PlainActor, classId: number) =>
  isSuperuser(actor) ||
  actor.roles.some((entry) => entry.role === Role.TEACHER && entry.class_id === classId);

/** Only superusers appoint and remove a class's teachers. */
export const mayAppointTeachers = (actor: PlainActor) => isSuperuser(actor);

export const MANAGE_CLASS_MESSAGE = "Only the class's teachers can do this.";

/** 403 unless the actor runs the class (after requireClassAccess answered 404/403/114). */
export function requireManageClass(actor: PlainActor, classId: number) {
  if (!mayManageClass(actor, classId)) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, MANAGE_CLASS_MESSAGE);
  }
}

export function requireAppointTeachers(actor: PlainActor) {
  if (!mayAppointTeachers(actor)) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, 'Only a superuser can appoint teachers.');
  }
}
