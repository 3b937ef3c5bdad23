import { and, asc, desc, isNull } from 'drizzle-orm';
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
export async function addToolKey(db: Database, now = new Date()) {
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

/** `/lti/jwks`: the public half of every key not removed (a retired key still verifies). */
export async function publishedToolKeys(db: Database): Promise<{ keys: JWK[] }> {
  await currentToolKey(db);
  const rows = await db
    .select({ publicJwk: ltiToolKeys.publicJwk })
    .from(ltiToolKeys)
    .where(isNull(ltiToolKeys.removedAt))
    .orderBy(asc(ltiToolKeys.createdAt));
  return { keys: rows.map((row) => row.publicJwk as JWK) };
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
