import { eq, lt } from 'drizzle-orm';
import { ErrorCode, LMS_TOKEN_VALIDITY_MS } from '../../contract';
import type { Database } from '../db/client';
import { lmsTokens } from '../db/schema';
import { randomToken, sha256 } from './secrets';
import { unauthenticated } from '../errors/api-error';

/** Expired tokens are kept this long so a late launch hears "expired", not "not valid". */
const EXPIRED_TOKEN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const LMS_TOKEN_INVALID_MESSAGE =
  'This sign-in link is not valid. Open the course again from your learning platform.';
export const LMS_TOKEN_EXPIRED_MESSAGE =
  'This sign-in link has expired (links are valid for 24 hours). Open the course again from your learning platform.';

/**
 * Mints a 24-hour LMS token for a user (spec §9). Only its sha256 is stored; the token itself is
 * reusable until it expires, so the client can refresh its session with the stored token.
 */
export async function issueLmsToken(
  db: Database,
  userId: number,
  options: { now?: Date } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + LMS_TOKEN_VALIDITY_MS);
  await db
    .delete(lmsTokens)
    .where(lt(lmsTokens.expiresAt, new Date(now.getTime() - EXPIRED_TOKEN_RETENTION_MS)));
  await db
    .insert(lmsTokens)
    .values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The user a valid LMS token belongs to; 401 LMS_TOKEN_INVALID or LMS_TOKEN_EXPIRED otherwise. */
export async function redeemLmsToken(
  db: Database,
  token: string,
  options: { now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const [row] = await db
    .select({ userId: lmsTokens.userId, expiresAt: lmsTokens.expiresAt })
    .from(lmsTokens)
    .where(eq(lmsTokens.tokenHash, sha256(token)));
  if (!row) throw unauthenticated(LMS_TOKEN_INVALID_MESSAGE, ErrorCode.LMS_TOKEN_INVALID);
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw unauthenticated(LMS_TOKEN_EXPIRED_MESSAGE, ErrorCode.LMS_TOKEN_EXPIRED);
  }
  return row.userId;
}

/** The launch address that signs a user in with an LMS token (spec §5: the token URL-encoded). */
export const lmsLaunchUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/?auth=${encodeURIComponent(token)}`;
