import { eq } from 'drizzle-orm';
import type { JSONWebKeySet } from 'jose';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ltiPlatformKeySets } from '../../db/schema';
import type { LtiPlatform } from './platforms';

/** Kept this long when the platform's answer says nothing (no Cache-Control max-age). */
export const DEFAULT_KEY_SET_MAX_AGE_S = 3600;
/** Never kept longer than this, whatever the platform says: a revoked key must go away. */
export const LONGEST_KEY_SET_MAX_AGE_S = 24 * 3600;
/** An unknown kid fetches the key set again, but no sooner than this after the last fetch. */
export const KEY_SET_REFETCH_INTERVAL_MS = 10_000;
const FETCH_TIMEOUT_MS = 5_000;

const keySetAnswer = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

export class KeySetUnavailable extends Error {}

/** Seconds a key-set answer may be kept, from its Cache-Control header. */
export function keySetMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return DEFAULT_KEY_SET_MAX_AGE_S;
  if (/(^|,)\s*(no-store|no-cache)\s*(,|$)/i.test(cacheControl)) return 0;
  const maxAge = cacheControl.match(/(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i)?.[1];
  if (maxAge === undefined) return DEFAULT_KEY_SET_MAX_AGE_S;
  return Math.min(Number(maxAge), LONGEST_KEY_SET_MAX_AGE_S);
}

type StoredKeySet = { jwks: JSONWebKeySet; fetchedAt: Date; expiresAt: Date };

async function fetchKeySet(
  db: Database,
  platform: LtiPlatform,
  now: Date,
  fetchImpl: typeof fetch,
): Promise<StoredKeySet> {
  let response: Response;
  try {
    response = await fetchImpl(platform.jwksUrl, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new KeySetUnavailable(`${platform.jwksUrl} could not be reached (${String(error)})`);
  }
  if (!response.ok) {
    throw new KeySetUnavailable(`${platform.jwksUrl} answered ${response.status}`);
  }
  const parsed = keySetAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new KeySetUnavailable(`${platform.jwksUrl} sent no key set`);
  const jwks = parsed.data as JSONWebKeySet;
  const expiresAt = new Date(
    now.getTime() + keySetMaxAge(response.headers.get('cache-control')) * 1000,
  );
  await db
    .insert(ltiPlatformKeySets)
    .values({ platformId: platform.id, jwks: parsed.data, fetchedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: ltiPlatformKeySets.platformId,
      set: { jwks: parsed.data, fetchedAt: now, expiresAt },
    });
  return { jwks, fetchedAt: now, expiresAt };
}

const hasKid = (keySet: StoredKeySet, kid: string) =>
  keySet.jwks.keys.some((key) => key.kid === kid);

/**
 * The platform's key set holding `kid`, by the key-set cache rules: the stored copy while its
 * max-age lasts; past it, or when it lacks `kid` (the platform rotated its key), one fetch — an
 * unknown kid refetches at most once per KEY_SET_REFETCH_INTERVAL_MS, so forged kids cannot make
 * the tool hammer the platform. Null when no key set has the kid.
 */
export async function keySetWithKid(
  db: Database,
  platform: LtiPlatform,
  kid: string,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<JSONWebKeySet | null> {
  const [stored] = await db
    .select()
    .from(ltiPlatformKeySets)
    .where(eq(ltiPlatformKeySets.platformId, platform.id));
  const cached = stored
    ? {
        jwks: stored.jwks as JSONWebKeySet,
        fetchedAt: stored.fetchedAt,
        expiresAt: stored.expiresAt,
      }
    : null;
  const fresh = cached !== null && cached.expiresAt.getTime() > now.getTime();
  if (fresh && hasKid(cached, kid)) return cached.jwks;
  const mayRefetch =
    !fresh || now.getTime() - cached.fetchedAt.getTime() >= KEY_SET_REFETCH_INTERVAL_MS;
  if (!mayRefetch) return null;
  const fetched = await fetchKeySet(db, platform, now, fetchImpl);
  return hasKid(fetched, kid) ? fetched.jwks : null;
}
