import { z } from 'zod';

/** Ids are PostgreSQL `serial` values. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id written as text (path segment, header): digits only, no sign or exponent. */
export const idTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a positive integer.')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, 'Must be a positive integer.'));
