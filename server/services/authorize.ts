import { ErrorCode, type FieldError } from '../../contract';
import { teachesClass, type RoleActor } from '../auth/roles';
import { ApiError } from '../http/errors';

export const AUTHOR_ONLY_MESSAGE = "Only the class's teachers can do this.";

/** 403 unless the actor teaches the class (or is a superuser). */
export function requireTeaches(actor: RoleActor, classId: number) {
  if (!teachesClass(actor, classId)) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, AUTHOR_ONLY_MESSAGE);
  }
}

/** 422 on one field of the request, e.g. `body.topic_id` or `querystring.move_questions_to`. */
export const invalidField = (path: string, message: string) =>
  new ApiError(422, ErrorCode.VALIDATION_FAILED, message, [{ path, message } satisfies FieldError]);

export const notFound = (what: string) =>
  new ApiError(404, ErrorCode.NOT_FOUND, `No such ${what}.`);

export const conflict = (message: string) => new ApiError(409, ErrorCode.CONFLICT, message);
