import { z } from 'zod/mini';

/** Ids are PostgreSQL `serial` values. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id written as text (path segment, header): digits only, no sign or exponent. */
export const idTextSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Must be a positive integer.')),
    z.transform(Number),
  ),
  z.number().check(z.maximum(MAX_ID, 'Must be a positive integer.')),
);
