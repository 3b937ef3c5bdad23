// No zod here: the SPA checks route parameters in its first-paint code.

/** Ids are PostgreSQL `serial` values. */
export const MAX_ID = 2_147_483_647;

const ID_TEXT = /^[1-9]\d{0,9}$/;

/** A positive integer id written as text (path segment, header): digits only, no sign or exponent. */
export function parseIdText(value: string): number | null {
  if (!ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
