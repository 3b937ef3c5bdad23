import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DatabaseAdapter,
  deleteExpiredPayloads,
} from '../../server/auth/identity-provider/adapter';
import {
  getPublicJwks,
  loadCookieKeys,
  loadSigningKeys,
} from '../../server/auth/identity-provider/keys';
import type { DatabaseConnection } from '../../server/db/client';
import { oidcPayloads } from '../../server/db/schema';
import { createTestDatabase } from './helpers/test-database';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("the identity provider's database adapter", () => {
  it('stores, finds, replaces and destroys a payload per model', async () => {
    const sessions = new DatabaseAdapter(connection.db, 'Session');
    const grants = new DatabaseAdapter(connection.db, 'Grant');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
    expect(await grants.find('s1')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'u1', accountId: 'a2' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a2' });

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('finds device codes by user code', async () => {
    const deviceCodes = new DatabaseAdapter(connection.db, 'DeviceCode');
    await deviceCodes.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('marks a consumed payload with the time it was consumed', async () => {
    const codes = new DatabaseAdapter(connection.db, 'AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g0' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeCloseTo(Date.now() / 1000, -1);
  });

  it('no longer returns a payload once it has expired, and cleans it up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new DatabaseAdapter(connection.db, 'AccessToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g1' });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();

    await deleteExpiredPayloads(connection.db);
    const ids = (await connection.db.select().from(oidcPayloads)).map((row) => row.id);
    expect(ids).not.toContain('t1');
    expect(ids).toContain('t2');
  });

  it('revokes every token of a grant, whatever the model, and only those', async () => {
    const refreshTokens = new DatabaseAdapter(connection.db, 'RefreshToken');
    const accessTokens = new DatabaseAdapter(connection.db, 'AccessToken');
    await refreshTokens.upsert('r1', { grantId: 'g2' }, 60);
    await accessTokens.upsert('a1', { grantId: 'g2' }, 60);
    await refreshTokens.upsert('r2', { grantId: 'g3' }, 60);
    await refreshTokens.revokeByGrantId('g2');
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await accessTokens.find('a1')).toBeUndefined();
    expect(await refreshTokens.find('r2')).toBeDefined();
  });
});

describe("the identity provider's keys", () => {
  it('are generated once and then read back', async () => {
    const first = await loadSigningKeys(connection.db);
    expect(await loadSigningKeys(connection.db)).toEqual(first);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    const cookieKeys = await loadCookieKeys(connection.db);
    expect(cookieKeys[0]).toMatch(/^[\w-]{43}$/);
    expect(await loadCookieKeys(connection.db)).toEqual(cookieKeys);
  });

  it('publish only the public half', async () => {
    const [privateKey] = (await loadSigningKeys(connection.db)).keys;
    const { keys } = await getPublicJwks(connection.db);
    expect(keys).toEqual([
      {
        kty: 'RSA',
        kid: privateKey?.kid,
        alg: 'RS256',
        use: 'sig',
        n: privateKey?.n,
        e: privateKey?.e,
      },
    ]);
    expect(privateKey?.d).toBeTruthy();
  });
});
