import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Header, type LtiPlatformBody } from '../../../contract';
import { ltiLaunchFailures } from '../../../server/db/schema';
import { LAUNCH_FAILURE_RETENTION_MS } from '../../../server/course-platforms/lti/platform-admin';
import { bearerFor, cookieSessionFor, createSchool } from '../helpers/auth-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp(
    { LTI_REGISTRATION_ORIGINS: 'https://moodle.school.test' },
    {
      clock: () => now,
    },
  );
  school = await createSchool(t.db);
});
afterAll(() => t.close());

const brightspace = (overrides: Partial<LtiPlatformBody> = {}): LtiPlatformBody => ({
  issuer: 'https://school.brightspace.test',
  client_id: 'b7f0c7a1-1111',
  auth_url: 'https://auth.brightspace.com/oauth2/auth',
  token_url: 'https://auth.brightspace.com/core/connect/token',
  jwks_url: 'https://school.brightspace.test/d2l/.well-known/jwks',
  name: 'Brightspace',
  deployment_ids: ['dep-1', 'dep-2'],
  ...overrides,
});

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  who: { subject: string | null } = school.superuser,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await bearerFor(t.db, t.config, who.subject),
    ...(payload ? { payload } : {}),
  });

describe('the Course platforms API (superuser)', () => {
  it('adds a platform by hand (201) and lists it with its deployments, the tool URLs and keys', async () => {
    const created = await call('POST', '/admin/lti/platforms', brightspace());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      issuer: 'https://school.brightspace.test',
      client_id: 'b7f0c7a1-1111',
      deployment_ids: ['dep-1', 'dep-2'],
      registered_by: 'manual',
    });

    const overview = (await call('GET', '/admin/lti/platforms')).json();
    expect(overview.platforms).toEqual([created.json()]);
    expect(overview.tool_urls).toEqual({
      login: `${TEST_PUBLIC_URL}/lti/login`,
      launch: `${TEST_PUBLIC_URL}/lti/launch`,
      jwks: `${TEST_PUBLIC_URL}/lti/jwks`,
      registration: `${TEST_PUBLIC_URL}/lti/register`,
      deep_linking: `${TEST_PUBLIC_URL}/lti/launch`,
    });
    expect(overview.tool_keys).toHaveLength(1);
    expect(overview.registration_origins).toEqual(['https://moodle.school.test']);
  });

  it('refuses the same issuer and client id twice with 409 LTI_PLATFORM_EXISTS', async () => {
    expectError(
      await call('POST', '/admin/lti/platforms', brightspace({ deployment_ids: [] })),
      409,
      ErrorCode.LTI_PLATFORM_EXISTS,
    );
  });

  it('answers 422 naming the field for an address that is not https', async () => {
    const body = expectError(
      await call('POST', '/admin/lti/platforms', brightspace({ token_url: 'http://evil.test/t' })),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.map((field) => field.path)).toEqual(['body.token_url']);
  });

  it('edits a platform: its deployments become the ones sent', async () => {
    const { id } = (
      await call('POST', '/admin/lti/platforms', brightspace({ client_id: 'x-2' }))
    ).json();
    const edited = await call(
      'PUT',
      `/admin/lti/platforms/${id}`,
      brightspace({
        client_id: 'x-3',
        deployment_ids: ['dep-9'],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, client_id: 'x-3', deployment_ids: ['dep-9'] });
    expectError(
      await call('PUT', `/admin/lti/platforms/${id}`, brightspace()),
      409,
      ErrorCode.LTI_PLATFORM_EXISTS,
    );
  });

  it('removes a platform (204), then it is gone (404)', async () => {
    const { id } = (
      await call('POST', '/admin/lti/platforms', brightspace({ client_id: 'gone' }))
    ).json();
    expect((await call('DELETE', `/admin/lti/platforms/${id}`)).statusCode).toBe(204);
    expectError(await call('DELETE', `/admin/lti/platforms/${id}`), 404, ErrorCode.NOT_FOUND);
    expectError(
      await call('PUT', `/admin/lti/platforms/${id}`, brightspace()),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('rotates the tool key: a new key, the old one retired but still listed', async () => {
    now = new Date();
    const rotated = await call('POST', '/admin/lti/tool-keys/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const keys = rotated.json().tool_keys as { retired_at: string | null }[];
    expect(keys.map((key) => key.retired_at === null)).toEqual([true, false]);
  });

  it('shows refused launches of the last 30 days, newest first, and forgets older ones', async () => {
    const day = 24 * 3600_000;
    const failure = (reason: string, ageMs: number) => ({
      issuer: 'https://school.brightspace.test',
      clientId: 'b7f0c7a1-1111',
      deploymentId: 'dep-7',
      reason,
      message: `because ${reason}`,
      createdAt: new Date(now.getTime() - ageMs),
    });
    await t.db
      .insert(ltiLaunchFailures)
      .values([
        failure('unknown_deployment', day),
        failure('nonce_replayed', 2 * 3600_000),
        failure('expired', LAUNCH_FAILURE_RETENTION_MS + 1000),
      ]);
    const shown = (await call('GET', '/admin/lti/platforms')).json().launch_failures;
    expect(shown.map((row: { reason: string }) => row.reason)).toEqual([
      'nonce_replayed',
      'unknown_deployment',
    ]);
    expect(shown[0]).toMatchObject({ deployment_id: 'dep-7', message: 'because nonce_replayed' });

    now = new Date(now.getTime() + LAUNCH_FAILURE_RETENTION_MS - 3 * 3600_000);
    const later = (await call('GET', '/admin/lti/platforms')).json().launch_failures;
    expect(later.map((row: { reason: string }) => row.reason)).toEqual(['nonce_replayed']);
    expect(await t.db.select().from(ltiLaunchFailures)).toHaveLength(1);
  });

  it('is refused to a teacher (403) and, with a cookie session, without the CSRF token', async () => {
    expectError(
      await call('GET', '/admin/lti/platforms', undefined, school.teacher),
      403,
      ErrorCode.FORBIDDEN,
    );
    expectError(
      await call('POST', '/admin/lti/platforms', brightspace({ client_id: 't' }), school.teacher),
      403,
      ErrorCode.FORBIDDEN,
    );
    const session = await cookieSessionFor(t.db, school.superuser.id);
    const { [Header.CSRF_TOKEN]: _token, ...withoutCsrf } = session.headers;
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/lti/platforms',
        headers: withoutCsrf,
        payload: brightspace({ client_id: 'csrf' }),
      }),
      403,
      ErrorCode.CSRF_REJECTED,
    );
    const withCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/platforms',
      headers: session.headers,
      payload: brightspace({ client_id: 'csrf' }),
    });
    expect(withCsrf.statusCode, withCsrf.body).toBe(201);
  });
});
