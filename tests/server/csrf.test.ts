import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Header } from '../../contract';
import { CSRF_MESSAGE } from '../../server/auth/csrf';
import { sha256 } from '../../server/auth/secrets';
import { sessions } from '../../server/db/schema';
import { bearerFor, cookieSessionFor, createUser } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rename = (headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { name: 'Renamed' } });

const withoutCsrfHeader = ({ [Header.CSRF_TOKEN]: _token, ...rest }: Record<string, string>) =>
  rest;

describe('state-changing calls with a session cookie', () => {
  it('are refused with 403 CSRF_REJECTED without the X-CSRF-Token header', async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id);
    expectError(
      await rename(withoutCsrfHeader(headers)),
      403,
      ErrorCode.CSRF_REJECTED,
      CSRF_MESSAGE,
    );
  });

  it('are refused when the X-CSRF-Token is not the session’s', async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id);
    const other = await cookieSessionFor(t.db, user.id);
    expectError(
      await rename({ ...headers, [Header.CSRF_TOKEN]: other.csrfToken }),
      403,
      ErrorCode.CSRF_REJECTED,
    );
  });

  it('are refused from a foreign Origin even with the right token', async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id);
    expectError(
      await rename({ ...headers, origin: 'https://evil.example' }),
      403,
      ErrorCode.CSRF_REJECTED,
    );
  });

  it('pass with the session’s token from our own origin', async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id);
    const response = await rename({ ...headers, origin: TEST_PUBLIC_URL });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Renamed');
  });

  it('include sign-out: a forged logout leaves the session in place', async () => {
    const user = await createUser(t.db);
    const { headers, sessionId } = await cookieSessionFor(t.db, user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: withoutCsrfHeader(headers),
    });
    expectError(response, 403, ErrorCode.CSRF_REJECTED);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(sessionId)));
    expect(rows).toHaveLength(1);
  });
});

describe('calls that need no CSRF token', () => {
  it('reads with a session cookie', async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: withoutCsrfHeader(headers),
    });
    expect(response.statusCode).toBe(200);
  });

  it('state-changing calls with a bearer token (no cookie involved)', async () => {
    const user = await createUser(t.db);
    const response = await rename({
      ...(await bearerFor(t.db, t.config, user.subject)),
      origin: 'https://elsewhere.example',
    });
    expect(response.statusCode).toBe(200);
  });
});
