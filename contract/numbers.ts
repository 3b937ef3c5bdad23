import { z } from 'zod/mini';

type WholeNumberOptions = { label: string; min: number; max: number };

/**
 * A whole number within bounds; text is read as a number too, so a form's text field and a JSON
 * number validate with the same schema.
 */
export function wholeNumber({ label, min, max }: WholeNumberOptions) {
  return z.coerce
    .number(`${label} must be a number.`)
    .check(
      z.refine(Number.isInteger, `${label} must be a whole number.`),
      z.gte(min, `${label} must be at least ${min}.`),
      z.lte(max, `${label} must be at most ${max}.`),
    );
}
