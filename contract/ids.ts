import { z } from 'zod/mini';
import { parseIdText } from './id-text';
import { safeTextChecks } from './text';

export { MAX_ID, parseIdText } from './id-text';

const ID_TEXT_MESSAGE = 'Must be a positive integer.';
/** `MAX_ID` has 10 digits. */
const MAX_ID_DIGITS = 10;

/** A positive integer id written as text (path segment, header), as a number. */
export const idTextSchema = z.pipe(
  z.string().check(
    z.refine((value) => parseIdText(value) !== null, {
      error: ID_TEXT_MESSAGE,
      abort: true,
    }),
    ...safeTextChecks(MAX_ID_DIGITS, ID_TEXT_MESSAGE),
  ),
  z.transform(Number),
);
