import type { ErrorBody, FieldError } from '../../contract/errors';

/**
 * A non-2xx answer of the API: its status and the error body `{detail: {error_code, message}}`.
 * Arguments in the order of the server's ApiError (server/http/errors.ts): status, code, message, fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** detail.error_code, null when the answer had no error body. */
    readonly errorCode: number | null,
    message: string,
    /** The field list of a 422. */
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isClientError = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500;

/** `{detail: {error_code, message}}` (contract/errors), checked by hand to keep zod out of first paint. */
function isErrorBody(data: unknown): data is ErrorBody {
  const detail = (data as Partial<ErrorBody> | null)?.detail;
  return (
    typeof detail === 'object' &&
    detail !== null &&
    Number.isInteger(detail.error_code) &&
    typeof detail.message === 'string'
  );
}

/** Reads the error body of a failed answer (anything else gives an empty message). */
export async function toApiError(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => null);
  if (!isErrorBody(data)) return new ApiError(response.status, null, '');
  const { error_code, message, fields } = data.detail;
  return new ApiError(response.status, error_code, message, Array.isArray(fields) ? fields : []);
}
