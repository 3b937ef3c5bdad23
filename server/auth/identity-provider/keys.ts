import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const SIGNING_KEYS_SECRET = 'oidc_signing_keys';
const COOKIE_KEYS_SECRET = 'oidc_cookie_keys';

/** The RSA members of a public JWK; everything else (d, p, q, dp, dq, qi) is private. */
const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

/**
 * Reads a secret, creating it on first start. When two processes start at once both may generate a
 * value, but only the first insert wins and both return what is stored.
 */
async function loadOrCreateSecret<T>(db: Database, name: string, create: () => Promise<T>) {
  const read = async () =>
    (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value as
      T | undefined;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`server secret ${name} could not be stored`);
  return stored;
}

async function createSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

/** The provider's private signing keys (RS256), generated once and kept in the database. */
export function loadSigningKeys(db: Database) {
  return loadOrCreateSecret(db, SIGNING_KEYS_SECRET, createSigningKeys);
}

/** Keys that sign the provider's cookies, generated once so sessions survive restarts. */
export function loadCookieKeys(db: Database) {
  return loadOrCreateSecret(db, COOKIE_KEYS_SECRET, async () => [
    randomBytes(32).toString('base64url'),
  ]);
}

/** The public half of the built-in provider's key set, for verifying its tokens locally. */
export async function getPublicJwks(db: Database): Promise<{ keys: JWK[] }> {
  const { keys } = await loadSigningKeys(db);
  return {
    keys: keys.map((key) => {
      const publicKey: JWK = {};
      for (const member of PUBLIC_MEMBERS) {
        if (key[member] !== undefined) publicKey[member] = key[member];
      }
      return publicKey;
    }),
  };
}
