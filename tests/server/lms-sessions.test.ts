import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_COOKIE,
  ErrorCode,
  Header,
  LMS_TOKEN_VALIDITY_MS,
  SESSION_COOKIE,
  SESSION_EXPIRED_MESSAGE,
} from '../../contract';
import {
  issueLmsToken,
  LMS_TOKEN_EXPIRED_MESSAGE,
  LMS_TOKEN_INVALID_MESSAGE,
} from '../../server/auth/lms-tokens';
import { sha256 } from '../../server/auth/secrets';
import { SESSION_VALIDITY_MS } from '../../server/auth/sessions';
import { lmsTokens, sessions } from '../../server/db/schema';
import { cookieSessionFor, createUser } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

const LMS = { [Header.AUTH_METHOD]: 'lms' };
const HOUR = 60 * 60 * 1000;

const exchange = (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/me?auth=${encodeURIComponent(token)}`,
    headers: { ...LMS, ...headers },
  });

const cookieNamed = (response: { cookies: { name: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name) as
    | {
        name: string;
        value: string;
        httpOnly?: boolean;
        secure?: boolean;
        sameSite?: string;
        path?: string;
        expires?: Date;
      }
    | undefined;

describe('the lms method', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exchanges a valid LMS token for the user and a session cookie', async () => {
    const user = await createUser(t.db, { name: 'Lena Launch' });
    const { token } = await issueLmsToken(t.db, user.id);
    const response = await exchange(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Lena Launch' });
    const session = cookieNamed(response, SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, path: '/', sameSite: 'None', secure: true });
  });

  it('gives the CSRF token in a readable cookie', async () => {
    const user = await createUser(t.db);
    const response = await exchange(t, (await issueLmsToken(t.db, user.id)).token);
    const csrf = cookieNamed(response, CSRF_COOKIE);
    expect(csrf?.value).toMatch(/^[\w-]{43}$/);
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.sameSite).toBe('None');
  });

  it('authenticates later calls with the session cookie alone', async () => {
    const user = await createUser(t.db);
    const first = await exchange(t, (await issueLmsToken(t.db, user.id)).token);
    const cookie = `${SESSION_COOKIE}=${cookieNamed(first, SESSION_COOKIE)?.value}`;
    const later = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...LMS, cookie },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().id).toBe(user.id);
  });

  it('answers 401 LMS_TOKEN_INVALID for a token it never issued', async () => {
    expectError(
      await exchange(t, 'made-up-token'),
      401,
      ErrorCode.LMS_TOKEN_INVALID,
      LMS_TOKEN_INVALID_MESSAGE,
    );
  });

  it('answers 401 LMS_TOKEN_EXPIRED for a token older than 24 hours', async () => {
    const user = await createUser(t.db);
    const { token } = await issueLmsToken(t.db, user.id, {
      now: new Date(Date.now() - LMS_TOKEN_VALIDITY_MS - 1000),
    });
    const response = await exchange(t, token);
    expectError(response, 401, ErrorCode.LMS_TOKEN_EXPIRED, LMS_TOKEN_EXPIRED_MESSAGE);
    expect(cookieNamed(response, SESSION_COOKIE)).toBeUndefined();
  });

  it('issues tokens valid for exactly 24 hours', async () => {
    const user = await createUser(t.db);
    const now = new Date('2026-03-01T10:00:00Z');
    const { expiresAt } = await issueLmsToken(t.db, user.id, { now });
    expect(expiresAt.getTime() - now.getTime()).toBe(24 * HOUR);
  });

  it('accepts the same token again within its validity (session refresh)', async () => {
    const user = await createUser(t.db);
    const { token } = await issueLmsToken(t.db, user.id);
    expect((await exchange(t, token)).statusCode).toBe(200);
    expect((await exchange(t, token)).statusCode).toBe(200);
  });

  it('stores only hashes of tokens and session ids', async () => {
    const user = await createUser(t.db);
    const { token } = await issueLmsToken(t.db, user.id);
    const response = await exchange(t, token);
    const sessionId = cookieNamed(response, SESSION_COOKIE)?.value ?? '';
    const tokenRows = await t.db.select().from(lmsTokens).where(eq(lmsTokens.userId, user.id));
    expect(tokenRows.map((row) => row.tokenHash)).toEqual([sha256(token)]);
    const sessionRows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(sessionRows.map((row) => row.idHash)).toEqual([sha256(sessionId)]);
  });

  it('opens sessions that last 24 hours', async () => {
    const user = await createUser(t.db);
    const before = Date.now();
    await exchange(t, (await issueLmsToken(t.db, user.id)).token);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThanOrEqual(SESSION_VALIDITY_MS);
    expect(lifetime).toBeLessThan(SESSION_VALIDITY_MS + 60_000);
    expect(SESSION_VALIDITY_MS).toBe(24 * HOUR);
  });

  it('replaces the session the browser already had when a token is exchanged again', async () => {
    const user = await createUser(t.db);
    const old = await cookieSessionFor(t.db, user.id);
    await exchange(t, (await issueLmsToken(t.db, user.id)).token, {
      cookie: old.headers.cookie ?? '',
    });
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(old.sessionId)));
    expect(rows).toEqual([]);
  });

  it('answers 401 with a clear message once the session has expired', async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id, {
      now: new Date(Date.now() - SESSION_VALIDITY_MS - 1000),
    });
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers }),
      401,
      ErrorCode.UNAUTHENTICATED,
      SESSION_EXPIRED_MESSAGE,
    );
  });

  it('answers 401 for a cookie that names no session', async () => {
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { ...LMS, cookie: `${SESSION_COOKIE}=forged` },
      }),
      401,
      ErrorCode.UNAUTHENTICATED,
    );
  });
});

describe('the teachable method', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('authenticates with the session cookie', async () => {
    const user = await createUser(t.db);
    const { sessionId } = await cookieSessionFor(t.db, user.id);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { [Header.AUTH_METHOD]: 'teachable', cookie: `${SESSION_COOKIE}=${sessionId}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('does not take the cookie as a credential without X-Auth-Method', async () => {
    const user = await createUser(t.db);
    const { sessionId } = await cookieSessionFor(t.db, user.id);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
      }),
      401,
      ErrorCode.UNAUTHENTICATED,
    );
  });

  it('answers 401 without a session cookie', async () => {
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { [Header.AUTH_METHOD]: 'teachable' },
      }),
      401,
      ErrorCode.UNAUTHENTICATED,
      'Sign in to continue.',
    );
  });
});

describe('session cookie attributes', () => {
  const setCookieLinesWith = async (environment: NodeJS.ProcessEnv) => {
    const t = await createTestApp(environment);
    try {
      const user = await createUser(t.db);
      const response = await exchange(t, (await issueLmsToken(t.db, user.id)).token);
      return [response.headers['set-cookie'] ?? []].flat();
    } finally {
      await t.close();
    }
  };

  const sessionCookieWith = async (environment: NodeJS.ProcessEnv) => {
    const t = await createTestApp(environment);
    try {
      const user = await createUser(t.db);
      const response = await exchange(t, (await issueLmsToken(t.db, user.id)).token);
      return [cookieNamed(response, SESSION_COOKIE), cookieNamed(response, CSRF_COOKIE)];
    } finally {
      await t.close();
    }
  };

  it('are SameSite=None, Secure and Partitioned over https: a course platform frames the app', async () => {
    const [session, csrf] = await sessionCookieWith({ PUBLIC_URL: 'https://school.example' });
    expect(session).toMatchObject({ secure: true, sameSite: 'None', httpOnly: true });
    expect(csrf).toMatchObject({ secure: true, sameSite: 'None' });
  });

  it('are SameSite=None and Secure when the app is embedded in a configured course platform', async () => {
    const [session, csrf] = await sessionCookieWith({
      PUBLIC_URL: 'http://groundschool.school.test',
      COURSE_PLATFORM_HOST: 'school.teachable.com',
    });
    expect(session).toMatchObject({ secure: true, sameSite: 'None', httpOnly: true });
    expect(csrf).toMatchObject({ secure: true, sameSite: 'None' });
  });

  it('are Partitioned (CHIPS), so a third-party frame that blocks cookies keeps them', async () => {
    const lines = await setCookieLinesWith({ PUBLIC_URL: 'https://school.example' });
    expect(lines.filter((line) => /;\s*Partitioned/i.test(line))).toHaveLength(2);
  });

  it('stay SameSite=Lax, not Secure and not Partitioned over plain http to another host', async () => {
    const [session] = await sessionCookieWith({ PUBLIC_URL: 'http://groundschool.school.test' });
    expect(session).toMatchObject({ sameSite: 'Lax', httpOnly: true });
    expect(session?.secure ?? false).toBe(false);
    const lines = await setCookieLinesWith({ PUBLIC_URL: 'http://groundschool.school.test' });
    expect(lines.some((line) => /Partitioned/i.test(line))).toBe(false);
  });
});
