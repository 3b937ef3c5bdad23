import { errorBodySchema, type FieldError } from '../../contract';

/** A non-2xx answer of the API: its status and the error body `{detail: {error_code, message}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** detail.error_code, null when the answer had no error body. */
    readonly errorCode: number | null = null,
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

/** Reads the error body of a failed answer (anything else gives an empty message). */
export async function toApiError(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => null);
  const body = errorBodySchema.safeParse(data);
  if (!body.success) return new ApiError(response.status, '');
  const { error_code, message, fields } = body.data.detail;
  return new ApiError(response.status, message, error_code, fields ?? []);
}
