import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Role } from '../../contract';
import { loadSigningKeys } from '../../server/auth/identity-provider/keys';
import { classes, classInvitations, userRoles, users } from '../../server/db/schema';
import {
  bearer,
  bearerFor,
  builtInAccessToken,
  createSchool,
  createUser,
} from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

const me = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('bearer tokens of the built-in identity provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('map the token subject to the Groundschool user', async () => {
    const { teacher, classA } = await createSchool(t.db);
    const response = await me(t, await bearerFor(t.db, t.config, teacher.subject));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: teacher.id,
      name: 'Teacher A',
      roles: [{ role: 2, class_id: classA }],
    });
  });

  it('answer 401 with the error body when no credentials are sent', async () => {
    expectError(await me(t, {}), 401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
  });

  it('refuse a token that expired more than the 300 s clock tolerance ago', async () => {
    const user = await createUser(t.db);
    const token = await builtInAccessToken(t.db, t.config, user.subject ?? '', {
      issuedAt: nowSeconds() - 3600,
      expiresAt: nowSeconds() - 301,
    });
    expectError(
      await me(t, bearer(token)),
      401,
      ErrorCode.UNAUTHENTICATED,
      'Your sign-in has expired. Please sign in again.',
    );
  });

  it('accept a token that expired within the 300 s clock tolerance', async () => {
    const user = await createUser(t.db);
    const token = await builtInAccessToken(t.db, t.config, user.subject ?? '', {
      issuedAt: nowSeconds() - 3600,
      expiresAt: nowSeconds() - 240,
    });
    expect((await me(t, bearer(token))).statusCode).toBe(200);
  });

  it('refuse a token for another audience', async () => {
    const user = await createUser(t.db);
    const token = await builtInAccessToken(t.db, t.config, user.subject ?? '', {
      audience: 'https://someone-else.example/api',
    });
    expectError(await me(t, bearer(token)), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('refuse a token from another issuer', async () => {
    const user = await createUser(t.db);
    const token = await builtInAccessToken(t.db, t.config, user.subject ?? '', {
      issuer: 'https://evil.example/oidc',
    });
    expectError(await me(t, bearer(token)), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('refuse a token signed by a key that is not the provider’s, even under its key id', async () => {
    const user = await createUser(t.db);
    const [providerKey] = (await loadSigningKeys(t.db)).keys;
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: providerKey?.kid ?? '' })
      .setSubject(user.subject ?? '')
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.apiResource)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expectError(await me(t, bearer(token)), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('refuse a malformed token', async () => {
    expectError(await me(t, bearer('not-a-jwt')), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('refuse a subject the built-in provider does not know, creating no user', async () => {
    const token = await builtInAccessToken(t.db, t.config, 'stranger-subject');
    expectError(await me(t, bearer(token)), 401, ErrorCode.UNAUTHENTICATED);
    const rows = await t.db.select().from(users).where(eq(users.subject, 'stranger-subject'));
    expect(rows).toEqual([]);
  });
});

describe('bearer tokens of an external Logto tenant', () => {
  let t: TestApp;
  let jwksServer: Server;
  let sign: (subject: string, claims?: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const publicJwk = { ...(await exportJWK(publicKey)), kid: 'logto-key', alg: 'RS256' };
    jwksServer = createServer((request, response) => {
      if (request.url === '/oidc/jwks') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ keys: [publicJwk] }));
        return;
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
    t = await createTestApp({ LOGTO_ENDPOINT: endpoint });
    sign = (subject, claims = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'logto-key' })
        .setSubject(subject)
        .setIssuer(`${endpoint}/oidc`)
        .setAudience(t.config.identity.apiResource)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  it('create a user without roles for an unknown subject, named from the name claim', async () => {
    const response = await me(t, bearer(await sign('logto-user-1', { name: 'Ada Lovelace' })));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ada Lovelace', email: null, roles: [] });
    const [row] = await t.db.select().from(users).where(eq(users.subject, 'logto-user-1'));
    expect(row?.id).toBe(response.json().id);
    expect(
      await t.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, row?.id ?? 0)),
    ).toEqual([]);
  });

  it("call the new user 'New user' when the token has no name", async () => {
    const response = await me(t, bearer(await sign('logto-user-2')));
    expect(response.json()).toMatchObject({ name: 'New user', roles: [] });
  });

  it('map the same subject to the same user on later calls', async () => {
    const first = await me(t, bearer(await sign('logto-user-3', { name: 'Grace' })));
    const second = await me(t, bearer(await sign('logto-user-3', { name: 'Grace' })));
    expect(second.json().id).toBe(first.json().id);
  });

  it('store the token’s e-mail and attach the invitations waiting for it on the first call', async () => {
    const [classRow] = await t.db
      .insert(classes)
      .values({ name: 'Invited', joinCode: 'INVITED1' })
      .returning({ id: classes.id });
    const classId = classRow?.id ?? 0;
    await t.db
      .insert(classInvitations)
      .values({ classId, email: 'ada@example.test', role: Role.STUDENT });
    const token = await sign('logto-user-5', { name: 'Ada', email: 'Ada@Example.test' });
    const response = await me(t, bearer(token));
    expect(response.json()).toMatchObject({
      email: 'ada@example.test',
      roles: [{ role: Role.STUDENT, class_id: classId }],
    });
  });

  it('ignore an e-mail the tenant marks unverified', async () => {
    const token = await sign('logto-user-6', { email: 'eve@example.test', email_verified: false });
    expect((await me(t, bearer(token))).json()).toMatchObject({ email: null });
  });

  it('verify the tenant’s signature with its published key set', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'logto-key' })
      .setSubject('logto-user-4')
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.apiResource)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expectError(await me(t, bearer(forged)), 401, ErrorCode.UNAUTHENTICATED);
  });
});
