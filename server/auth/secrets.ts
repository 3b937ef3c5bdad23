import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session ids, LMS tokens and CSRF tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of a bearer secret (session id, LMS token). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Constant-time comparison of two strings. */
export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
