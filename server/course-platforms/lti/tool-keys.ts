import { and, asc, desc, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { ltiToolKeys } from '../../db/schema';

/** The RSA members of a public JWK; everything else (d, p, q, dp, dq, qi) is private. */
const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

const publicHalf = (jwk: JWK): JWK => {
  const publicKey: JWK = {};
  for (const member of PUBLIC_MEMBERS)
    if (jwk[member] !== undefined) publicKey[member] = jwk[member];
  return publicKey;
};

/** Makes a new RS256 key and stores it; it signs from now on (the newest active key signs). */
export async function addToolKey(db: Executor, now = new Date()) {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const privateJwk: JWK = { ...jwk, kid, alg: 'RS256', use: 'sig' };
  await db
    .insert(ltiToolKeys)
    .values({ kid, privateJwk, publicJwk: publicHalf(privateJwk), createdAt: now })
    .onConflictDoNothing();
  return kid;
}

/** The key that signs the tool's messages; made at first use when there is none. */
export async function currentToolKey(db: Database): Promise<JWK> {
  const newestActive = () =>
    db
      .select({ privateJwk: ltiToolKeys.privateJwk })
      .from(ltiToolKeys)
      .where(and(isNull(ltiToolKeys.retiredAt), isNull(ltiToolKeys.removedAt)))
      .orderBy(desc(ltiToolKeys.createdAt))
      .limit(1);
  let [row] = await newestActive();
  if (!row) {
    await addToolKey(db);
    [row] = await newestActive();
  }
  if (!row) throw new Error('the LTI tool key could not be stored');
  return row.privateJwk as JWK;
}

/**
 * How long a retired key stays published: platforms cache the tool's key set (Canvas for hours), and
 * what the retired key signed (client assertions, deep-linking answers) lives minutes; a week covers
 * both with room to spare.
 */
export const RETIRED_KEY_GRACE_MS = 7 * 24 * 3600_000;

/** Unpublishes keys retired longer ago than the grace period. */
async function removeExpiredToolKeys(db: Database, now: Date) {
  await db
    .update(ltiToolKeys)
    .set({ removedAt: now })
    .where(
      and(
        isNull(ltiToolKeys.removedAt),
        isNotNull(ltiToolKeys.retiredAt),
        lte(ltiToolKeys.retiredAt, new Date(now.getTime() - RETIRED_KEY_GRACE_MS)),
      ),
    );
}

/** `/lti/jwks`: the public half of every key not removed (a retired key still verifies). */
export async function publishedToolKeys(db: Database, now = new Date()): Promise<{ keys: JWK[] }> {
  await currentToolKey(db);
  await removeExpiredToolKeys(db, now);
  const rows = await db
    .select({ publicJwk: ltiToolKeys.publicJwk })
    .from(ltiToolKeys)
    .where(isNull(ltiToolKeys.removedAt))
    .orderBy(asc(ltiToolKeys.createdAt));
  return { keys: rows.map((row) => row.publicJwk as JWK) };
}

/** The keys still published, newest first, for the superuser's screen (no key material). */
export async function toolKeyStates(db: Database, now = new Date()) {
  await currentToolKey(db);
  await removeExpiredToolKeys(db, now);
  return db
    .select({
      kid: ltiToolKeys.kid,
      createdAt: ltiToolKeys.createdAt,
      retiredAt: ltiToolKeys.retiredAt,
    })
    .from(ltiToolKeys)
    .where(isNull(ltiToolKeys.removedAt))
    .orderBy(desc(ltiToolKeys.createdAt));
}

/**
 * Key rotation: a new key signs from now on; every other active key is retired (still published
 * for RETIRED_KEY_GRACE_MS, so what it signed keeps verifying). One transaction.
 */
export function rotateToolKeys(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const kid = await addToolKey(tx, now);
    await tx
      .update(ltiToolKeys)
      .set({ retiredAt: now })
      .where(and(isNull(ltiToolKeys.retiredAt), ne(ltiToolKeys.kid, kid)));
    return kid;
  });
}

/** A JWT signed by the tool's current key (deep-linking responses, client assertions). */
export async function signAsTool(
  db: Database,
  payload: JWTPayload,
  options: { expiresInSeconds?: number; now?: Date } = {},
) {
  const jwk = await currentToolKey(db);
  const key = await importJWK(jwk, 'RS256');
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + (options.expiresInSeconds ?? 300))
    .sign(key);
}
