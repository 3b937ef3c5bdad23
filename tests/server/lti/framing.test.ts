import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRAME_ORIGINS_TTL_MS,
  frameOriginsOf,
} from '../../../server/course-platforms/frame-origins';
import { savePlatform } from '../../../server/course-platforms/lti/platforms';
import { bearerFor, createSchool } from '../helpers/auth-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let now = new Date('2026-03-02T09:00:00Z');
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp(
    { COURSE_PLATFORM_HOST: 'school.teachable.com' },
    { clock: () => now },
  );
});

afterAll(async () => {
  await test.close();
});

async function frameAncestors(url = '/student') {
  const response = await test.app.inject({ method: 'GET', url });
  const policy = String(response.headers['content-security-policy'] ?? '');
  const directive = policy.split(';').find((part) => part.trim().startsWith('frame-ancestors'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

const registration = (issuer: string, authUrl: string) => ({
  issuer,
  clientId: 'client',
  authUrl,
  tokenUrl: `${issuer}/token`,
  jwksUrl: `${issuer}/jwks`,
  deploymentIds: ['1'],
});

describe('frame-ancestors of the pages', () => {
  it('a platform a superuser adds may frame the pages at once (issuer and authorization origins), beside the configured host', async () => {
    expect(await frameAncestors()).toEqual(["'self'", 'https://school.teachable.com']);
    const { superuser } = await createSchool(test.db);
    const added = await test.app.inject({
      method: 'POST',
      url: '/api/admin/lti/platforms',
      headers: await bearerFor(test.db, test.config, superuser.subject),
      payload: {
        issuer: 'https://moodle.school.test',
        client_id: 'framed-client',
        auth_url: 'https://login.school.test/mod/lti/auth.php',
        token_url: 'https://moodle.school.test/mod/lti/token.php',
        jwks_url: 'https://moodle.school.test/mod/lti/certs.php',
        deployment_ids: ['1'],
      },
    });
    expect(added.statusCode).toBe(201);
    expect(await frameAncestors()).toEqual([
      "'self'",
      'https://school.teachable.com',
      'https://login.school.test',
      'https://moodle.school.test',
    ]);
    expect(await frameAncestors('/lti/launch-page-that-does-not-exist')).toContain(
      'https://moodle.school.test',
    );
  });

  it('a platform saved by another process frames the pages once the kept list is older than its time to live', async () => {
    await savePlatform(
      test.db,
      registration(
        'https://brightspace.school.test',
        'https://brightspace.school.test/d2l/lti/authenticate',
      ),
    );
    expect(await frameAncestors()).not.toContain('https://brightspace.school.test');
    now = new Date(now.getTime() + FRAME_ORIGINS_TTL_MS);
    expect(await frameAncestors()).toContain('https://brightspace.school.test');
  });

  it('API answers are still framed by nobody', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it("Canvas Cloud's issuer allows the schools' instructure.com hosts", () => {
    expect(
      frameOriginsOf([
        {
          issuer: 'https://canvas.instructure.com',
          authUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
        },
      ]),
    ).toEqual([
      'https://*.instructure.com',
      'https://canvas.instructure.com',
      'https://sso.canvaslms.com',
    ]);
  });
});
