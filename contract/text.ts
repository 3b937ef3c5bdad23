import { z } from 'zod/mini';

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` has no NUL character and no lone UTF-16 surrogate (both break PostgreSQL). */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The two checks every string a request sends carries (`textField` has them too): no NUL or broken
 * Unicode, and at most `max` characters. For strings with a format of their own (ids, hashes,
 * base64, dates); the contract test fails on any request string without both.
 */
export const safeTextChecks = (max: number, tooLongMessage: string) => [
  z.refine<string>(isSafeText, UNSAFE_TEXT_MESSAGE),
  z.maxLength(max, tooLongMessage),
];

/** The longest ISO date and time, `2026-11-26T05:54:54.123456789+05:30` (35 characters). */
const MOMENT_MAX_LENGTH = 40;

/** A date and time a request sends (ISO 8601 with its offset), with both checks. */
export const momentText = (message: string) =>
  z.iso.datetime({ offset: true }).check(...safeTextChecks(MOMENT_MAX_LENGTH, message));

type TextOptions = {
  /** Field name for the messages, e.g. "Name". */
  label: string;
  min?: number;
  max: number;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
};

/**
 * Every text field of every API payload: trimmed, length-checked and free of characters PostgreSQL
 * refuses. One refinement for all, so no text can reach the database and answer 500.
 */
export function textField({ label, min = 0, max, trim = true }: TextOptions) {
  return z
    .string()
    .check(
      ...(trim ? [z.trim()] : []),
      z.refine(isSafeText, UNSAFE_TEXT_MESSAGE),
      ...(min > 0
        ? [
            z.minLength(
              min,
              min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`,
            ),
          ]
        : []),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );
}
