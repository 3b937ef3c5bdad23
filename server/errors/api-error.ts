import { ErrorCode, type ErrorBody, type FieldError } from '../../contract';

/** Throw from a service or a handler to answer with the spec's error body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const errorBody = (
  errorCode: number,
  message: string,
  fields?: FieldError[],
): ErrorBody => ({
  detail: { error_code: errorCode, message, ...(fields ? { fields } : {}) },
});

/** 401: nobody (valid) signed in. */
export const unauthenticated = (message: string, code: ErrorCode = ErrorCode.UNAUTHENTICATED) =>
  new ApiError(401, code, message);

/** 403: signed in, but this is not theirs to do. */
export const forbidden = (message: string, code: ErrorCode = ErrorCode.FORBIDDEN) =>
  new ApiError(403, code, message);

/** 404 "No such {what}.", e.g. `notFound('topic')`. */
export const notFound = (what: string) => notFoundSaying(`No such ${what}.`);

/** 404 with a sentence of its own. */
export const notFoundSaying = (message: string) => new ApiError(404, ErrorCode.NOT_FOUND, message);

/** 409: the state of things refuses it (closed, taken, undone…). */
export const conflict = (message: string, code: ErrorCode = ErrorCode.CONFLICT) =>
  new ApiError(409, code, message);

/** 422: the request is well formed but its content is refused. */
export const invalid = (
  message: string,
  fields?: FieldError[],
  code: ErrorCode = ErrorCode.VALIDATION_FAILED,
) => new ApiError(422, code, message, fields);

/** 422 for a request its schema refuses, naming each field and what is wrong with it. */
export const invalidRequest = (fields: FieldError[]) => {
  const summary = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
  return invalid(`Invalid request. ${summary}`, fields);
};

/** 422 on one field of the request, e.g. `body.topic_id` or `querystring.move_questions_to`. */
export const invalidField = (path: string, message: string) =>
  invalid(message, [{ path, message } satisfies FieldError]);
