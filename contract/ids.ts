import { z } from 'zod/mini';
import { parseIdText } from './id-text';

export { MAX_ID, parseIdText } from './id-text';

/** A positive integer id written as text (path segment, header), as a number. */
export const idTextSchema = z.pipe(
  z.string().check(z.refine((value) => parseIdText(value) !== null, 'Must be a positive integer.')),
  z.transform(Number),
);
