import type { $ZodType } from 'zod/v4/core';
import { isSafeText } from '../../../contract';
import { walkSchema } from './schema-walk';

const checksOf = (node: $ZodType) => (node._zod.def.checks ?? []).map((check) => check._zod.def);

const refusesUnsafeText = (node: $ZodType) =>
  checksOf(node).some((check) => 'fn' in check && check.fn === isSafeText);

const hasMaximumLength = (node: $ZodType) =>
  checksOf(node).some((check) => check.check === 'max_length' || check.check === 'length_equals');

/**
 * Every string inside `schema` that accepts a NUL character (it lacks the contract's safe-text
 * check, `textField` or `safeText`) or has no maximum length, as `path: what is missing`.
 */
export function unguardedStrings(
  schema: $ZodType,
  path: string,
  /** Which strings to look at (default: all). */
  include: (node: $ZodType) => boolean = () => true,
): string[] {
  const found: string[] = [];
  walkSchema(
    schema,
    (node, at) => {
      const type = node._zod.def.type;
      if ((type !== 'string' && type !== 'template_literal') || !include(node)) return;
      if (!refusesUnsafeText(node)) found.push(`${at}: accepts a NUL character`);
      if (!hasMaximumLength(node)) found.push(`${at}: has no maximum length`);
    },
    path,
  );
  return found;
}
