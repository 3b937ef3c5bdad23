import { z } from 'zod/mini';

export * from './error-codes';

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
