import { z } from 'zod/mini';

/** Product error codes. 110, 112 and 114 are fixed by the spec (§8); the rest are ours. */
export const ErrorCode = {
  VALIDATION_FAILED: 100,
  UNAUTHENTICATED: 101,
  FORBIDDEN: 102,
  NOT_FOUND: 103,
  RATE_LIMITED: 104,
  CSRF_REJECTED: 105,
  LMS_TOKEN_INVALID: 106,
  LMS_TOKEN_EXPIRED: 107,
  CONFLICT: 108,
  IMPERSONATION_READ_ONLY: 110,
  IMPERSONATION_NOT_PERMITTED: 112,
  CLASS_NOT_ACCESSIBLE: 114,
  INTERNAL: 199,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error the API sends: `{detail: {error_code, message}}`; 422 adds the field list. */
export const errorBodySchema = z.object({
  detail: z.object({
    error_code: z.int(),
    message: z.string(),
    fields: z.optional(z.array(fieldErrorSchema)),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The spec's texts for the impersonation codes (§8). */
export const IMPERSONATION_MESSAGES = {
  [ErrorCode.IMPERSONATION_READ_ONLY]:
    'Only read-only access is granted for the impersonated session. You cannot perform this action.',
  [ErrorCode.IMPERSONATION_NOT_PERMITTED]: "You don't have permission to impersonate this user.",
  [ErrorCode.CLASS_NOT_ACCESSIBLE]: "You don't have access to this class.",
} as const;
