import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_ORIGINS_TTL_MS } from '../../../server/course-platforms/frame-origins';
import { bearerFor, createSchool } from '../helpers/auth-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { aTeachableSchool } from './teachable-builders';

let now = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let superuser: { subject: string | null };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  ({ superuser } = await createSchool(t.db));
});
afterAll(() => t.close());

async function frameAncestors() {
  const response = await t.app.inject({ method: 'GET', url: '/student' });
  const policy = String(response.headers['content-security-policy'] ?? '');
  const directive = policy.split(';').find((part) => part.trim().startsWith('frame-ancestors'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

const admin = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/teachable/schools${url}`,
    headers: await bearerFor(t.db, t.config, superuser.subject),
    ...(payload ? { payload } : {}),
  });

const school = (schoolUrl: string) => ({
  school_id: '7700',
  school_url: schoolUrl,
  client_id: 'framed',
  client_secret: 'secret',
  courses: [],
});

describe('frame-ancestors of the pages and the connected Teachable schools', () => {
  it('a school a superuser connects, moves or removes frames the pages (or stops) at once', async () => {
    expect(await frameAncestors()).toEqual(["'self'"]);
    const added = await admin('POST', '', school('https://flight.teachable.com'));
    expect(added.statusCode, added.body).toBe(201);
    expect(await frameAncestors()).toEqual(["'self'", 'https://flight.teachable.com']);

    const { id } = added.json();
    const { client_secret: _secret, ...moved } = school('https://learn.flight.test');
    expect((await admin('PUT', `/${id}`, moved)).statusCode).toBe(200);
    expect(await frameAncestors()).toEqual(["'self'", 'https://learn.flight.test']);

    expect((await admin('DELETE', `/${id}`)).statusCode).toBe(204);
    expect(await frameAncestors()).toEqual(["'self'"]);
  });

  it('a school connected by another process frames the pages once the kept list is older than its time to live', async () => {
    await aTeachableSchool(t.db, { schoolUrl: 'https://other.teachable.com' });
    expect(await frameAncestors()).not.toContain('https://other.teachable.com');
    now = new Date(now.getTime() + FRAME_ORIGINS_TTL_MS);
    expect(await frameAncestors()).toContain('https://other.teachable.com');
  });
});
