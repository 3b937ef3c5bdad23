import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Header, LMS_TOKEN_VALIDITY_MS } from '../../contract';
import { bearerFor, createSchool, createUser } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
});
afterAll(() => t.close());

const mint = async (actor: { subject: string | null }, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/lms-tokens',
    headers: await bearerFor(t.db, t.config, actor.subject),
    payload,
  });

describe('POST /api/admin/lms-tokens', () => {
  it('mints a 24-hour token and the launch URL for a superuser', async () => {
    const user = await createUser(t.db, { email: 'Launch.Me@Example.test' });
    const before = Date.now();
    const response = await mint(school.superuser, { email: 'launch.me@example.test' });
    expect(response.statusCode).toBe(201);
    const { token, expires_at, launch_url } = response.json();
    expect(launch_url).toBe(`${TEST_PUBLIC_URL}/?auth=${encodeURIComponent(token)}`);
    const validity = new Date(expires_at).getTime() - before;
    expect(validity).toBeGreaterThanOrEqual(LMS_TOKEN_VALIDITY_MS - 1000);
    expect(validity).toBeLessThanOrEqual(LMS_TOKEN_VALIDITY_MS + 60_000);

    const signIn = await t.app.inject({
      method: 'GET',
      url: `/api/users/me?auth=${encodeURIComponent(token)}`,
      headers: { [Header.AUTH_METHOD]: 'lms' },
    });
    expect(signIn.json().id).toBe(user.id);
  });

  it('is refused to a teacher with 403 FORBIDDEN', async () => {
    expectError(
      await mint(school.teacher, { email: 'anyone@example.test' }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('answers 404 for an e-mail address nobody has', async () => {
    expectError(
      await mint(school.superuser, { email: 'nobody@example.test' }),
      404,
      ErrorCode.NOT_FOUND,
      'No user has this e-mail address.',
    );
  });

  it('answers 422 for something that is not an e-mail address', async () => {
    const body = expectError(
      await mint(school.superuser, { email: 'not-an-address' }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.email');
  });
});
