import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import {
  RETIRED_KEY_GRACE_MS,
  rotateToolKeys,
  signAsTool,
} from '../../../server/course-platforms/lti/tool-keys';
import { ltiToolKeys } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

const published = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/lti/jwks' });
  expect(response.statusCode).toBe(200);
  return response.json<JSONWebKeySet>();
};

const publishedKids = async () => (await published()).keys.map((key) => key.kid).sort();

const verifiesAgainstPublished = async (jwt: string) => {
  try {
    await jwtVerify(jwt, createLocalJWKSet(await published()), { currentDate: now });
    return true;
  } catch {
    return false;
  }
};

describe('GET /lti/jwks', () => {
  it('publishes the key made at start: public RSA members only, cached briefly', async () => {
    expect(await t.db.select({ kid: ltiToolKeys.kid }).from(ltiToolKeys)).toHaveLength(1);
    const response = await t.app.inject({ method: 'GET', url: '/lti/jwks' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = response.json<JSONWebKeySet>();
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0] ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  });

  it('after a rotation the new key signs, and what the old key signed verifies until the grace period ends', async () => {
    const signedBefore = await signAsTool(t.db, { sub: 'before' }, { now, expiresInSeconds: 3600 });
    const oldKid = (await published()).keys[0]?.kid;

    const newKid = await rotateToolKeys(t.db, now);
    const signedAfter = await signAsTool(t.db, { sub: 'after' }, { now });
    const header = JSON.parse(Buffer.from(signedAfter.split('.')[0] ?? '', 'base64url').toString());
    expect(header.kid).toBe(newKid);
    expect(await publishedKids()).toEqual([oldKid, newKid].sort());
    expect(await verifiesAgainstPublished(signedBefore)).toBe(true);

    now = new Date(now.getTime() + RETIRED_KEY_GRACE_MS - 1000);
    expect(await publishedKids()).toEqual([oldKid, newKid].sort());

    now = new Date(now.getTime() + 2000);
    expect(await publishedKids()).toEqual([newKid]);
    expect(await verifiesAgainstPublished(signedBefore)).toBe(false);
    expect(await verifiesAgainstPublished(signedAfter)).toBe(false); // expired by now
  });
});
