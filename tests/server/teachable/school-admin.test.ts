import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  Header,
  type TeachableSchool,
  type TeachableSchoolCreate,
} from '../../../contract';
import { sha256 } from '../../../server/auth/secrets';
import { classes, teachableCourseClasses, teachableSchools } from '../../../server/db/schema';
import { bearerFor, cookieSessionFor, createSchool } from '../helpers/auth-fixtures';
import { aClass } from '../helpers/builders';
import { expectError } from '../helpers/expect-error';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app';
import { testSecretBox } from './teachable-builders';

let t: TestApp;
let people: Awaited<ReturnType<typeof createSchool>>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  people = await createSchool(t.db);
});
afterAll(() => t.close());

const SECRET = 'cs_live_9f8e7d6c5b4a';
const API_KEY = 'ak_growth_1a2b3c4d';

const flightSchool = (overrides: Partial<TeachableSchoolCreate> = {}): TeachableSchoolCreate => {
  serial += 1;
  return {
    school_id: String(4410000 + serial),
    name: 'Flight school',
    school_url: 'https://flight.teachable.com',
    client_id: `client-${serial}`,
    client_secret: SECRET,
    courses: [{ course_id: '2001', class_id: people.classA }],
    ...overrides,
  };
};

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  who: { subject: string | null } = people.superuser,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await bearerFor(t.db, t.config, who.subject),
    ...(payload ? { payload } : {}),
  });

const add = async (overrides: Partial<TeachableSchoolCreate> = {}) => {
  const response = await call('POST', '/admin/teachable/schools', flightSchool(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TeachableSchool;
};

const storedRow = async (id: number) => {
  const [row] = await t.db.select().from(teachableSchools).where(eq(teachableSchools.id, id));
  if (!row) throw new Error('school row missing');
  return row;
};

const fieldPaths = (body: { detail: { fields?: { path: string }[] } }) =>
  body.detail.fields?.map((field) => field.path);

describe('connecting a Teachable school (superuser)', () => {
  it('answers 201 with the school, its classes and the addresses to paste into Teachable, and lists it', async () => {
    const created = await add({ api_key: API_KEY, school_url: 'https://learn.flight.test/' });
    expect(created).toMatchObject({
      name: 'Flight school',
      school_url: 'https://learn.flight.test',
      client_secret_set: true,
      has_api_key: true,
      courses: [{ course_id: '2001', class_id: people.classA, class_name: 'A class' }],
    });
    expect(created.addresses.redirect_url).toBe(`${TEST_PUBLIC_URL}/auth/teachable/callback`);
    expect(created.addresses.embed_url).toBe(`${TEST_PUBLIC_URL}/?teachable=${created.school_id}`);
    const token = created.addresses.webhook_url.replace(
      `${TEST_PUBLIC_URL}/api/teachable/webhooks/`,
      '',
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await storedRow(created.id)).webhookTokenHash).toBe(sha256(token));

    const list = (await call('GET', '/admin/teachable/schools')).json();
    expect(list.schools).toContainEqual(created);
  });

  it('never sends a secret back, and stores them sealed', async () => {
    const created = await add({ api_key: API_KEY });
    const listed = await call('GET', '/admin/teachable/schools');
    for (const body of [JSON.stringify(created), listed.body]) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(API_KEY);
      expect(body).not.toContain('"client_secret"');
      expect(body).not.toContain('"api_key"');
    }
    const row = await storedRow(created.id);
    const token = created.addresses.webhook_url.split('/').pop() ?? '';
    expect(row.clientSecret).not.toContain(SECRET);
    expect(row.apiKey).not.toContain(API_KEY);
    expect(row.webhookToken).not.toContain(token);
    expect(testSecretBox.open(row.clientSecret)).toBe(SECRET);
    expect(testSecretBox.open(row.apiKey ?? '')).toBe(API_KEY);
    expect(testSecretBox.open(row.webhookToken)).toBe(token);
  });

  it('refuses a school id already connected with 409 TEACHABLE_SCHOOL_EXISTS', async () => {
    const first = await add();
    expectError(
      await call('POST', '/admin/teachable/schools', flightSchool({ school_id: first.school_id })),
      409,
      ErrorCode.TEACHABLE_SCHOOL_EXISTS,
    );
  });

  it('refuses an unknown or archived class with 422 naming the course', async () => {
    const archived = await aClass(t.db, 'Old class');
    await t.db.update(classes).set({ archived: true }).where(eq(classes.id, archived));
    const body = expectError(
      await call(
        'POST',
        '/admin/teachable/schools',
        flightSchool({
          courses: [
            { course_id: '1', class_id: people.classA },
            { course_id: '2', class_id: archived },
            { course_id: '3', class_id: 999_999 },
          ],
        }),
      ),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields).toEqual([
      { path: 'body.courses.1.class_id', message: 'This class is archived: choose an active one.' },
      { path: 'body.courses.2.class_id', message: 'No such class.' },
    ]);
    expect(await t.db.select().from(teachableSchools)).not.toContainEqual(
      expect.objectContaining({ clientId: `client-${serial}` }),
    );
  });

  it.each([
    ['http://flight.teachable.com', 'not https'],
    ['https://flight.teachable.com/courses/1', 'with a path'],
    ['flight.teachable.com', 'without a scheme'],
  ])('refuses the school address %s (%s) with 422', async (schoolUrl) => {
    const body = expectError(
      await call('POST', '/admin/teachable/schools', flightSchool({ school_url: schoolUrl })),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(fieldPaths(body)).toEqual(['body.school_url']);
  });

  it('refuses the same course twice with 422', async () => {
    const body = expectError(
      await call(
        'POST',
        '/admin/teachable/schools',
        flightSchool({
          courses: [
            { course_id: '7', class_id: people.classA },
            { course_id: '7', class_id: people.classB },
          ],
        }),
      ),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(fieldPaths(body)).toEqual(['body.courses']);
  });

  it('refuses a new school without its client secret with 422', async () => {
    const { client_secret: _secret, ...withoutSecret } = flightSchool();
    const body = expectError(
      await call('POST', '/admin/teachable/schools', withoutSecret),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(fieldPaths(body)).toEqual(['body.client_secret']);
  });
});

describe('editing and removing a school', () => {
  it('keeps the stored secrets when the edit leaves them out, and its course links become the ones sent', async () => {
    const created = await add({ api_key: API_KEY });
    const before = await storedRow(created.id);
    const { client_secret: _secret, ...edit } = flightSchool({
      school_id: created.school_id,
      name: 'Renamed',
      courses: [{ course_id: '3003', class_id: people.classB }],
    });
    const edited = await call('PUT', `/admin/teachable/schools/${created.id}`, edit);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renamed',
      has_api_key: true,
      courses: [{ course_id: '3003', class_id: people.classB, class_name: 'B class' }],
      addresses: created.addresses,
    });
    const after = await storedRow(created.id);
    expect(after.clientSecret).toBe(before.clientSecret);
    expect(after.apiKey).toBe(before.apiKey);
    expect(
      await t.db
        .select({ courseId: teachableCourseClasses.courseId })
        .from(teachableCourseClasses)
        .where(eq(teachableCourseClasses.schoolId, created.id)),
    ).toEqual([{ courseId: '3003' }]);
  });

  it('replaces a secret sent, and removes the API key with api_key: null', async () => {
    const created = await add({ api_key: API_KEY });
    const replaced = await call('PUT', `/admin/teachable/schools/${created.id}`, {
      ...flightSchool({ school_id: created.school_id }),
      client_secret: 'cs_rotated',
      api_key: null,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().has_api_key).toBe(false);
    const row = await storedRow(created.id);
    expect(testSecretBox.open(row.clientSecret)).toBe('cs_rotated');
    expect(row.apiKey).toBeNull();
  });

  it('refuses to take another connected school id (409)', async () => {
    const first = await add();
    const second = await add();
    expectError(
      await call(
        'PUT',
        `/admin/teachable/schools/${second.id}`,
        flightSchool({ school_id: first.school_id }),
      ),
      409,
      ErrorCode.TEACHABLE_SCHOOL_EXISTS,
    );
  });

  it('gives a new webhook address: the old token no longer finds the school', async () => {
    const created = await add();
    const rotated = await call('POST', `/admin/teachable/schools/${created.id}/webhook-token`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newUrl = rotated.json().addresses.webhook_url as string;
    expect(newUrl).not.toBe(created.addresses.webhook_url);
    const row = await storedRow(created.id);
    expect(row.webhookTokenHash).toBe(sha256(newUrl.split('/').pop() ?? ''));
    expect(row.webhookTokenHash).not.toBe(
      sha256(created.addresses.webhook_url.split('/').pop() ?? ''),
    );
  });

  it('its webhook address reaches the school; once renewed, the old one answers 404', async () => {
    const created = await add();
    const deliver = (webhookUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: webhookUrl.replace(TEST_PUBLIC_URL, ''),
        payload: { id: 1, type: 'User.created', created: '2026-11-26T09:00:00Z', object: {} },
      });
    expect((await deliver(created.addresses.webhook_url)).statusCode).toBe(200);
    const rotated = await call('POST', `/admin/teachable/schools/${created.id}/webhook-token`);
    const renewed = (rotated.json() as TeachableSchool).addresses.webhook_url;
    expect((await deliver(renewed)).statusCode).toBe(200);
    expect((await deliver(created.addresses.webhook_url)).statusCode).toBe(404);
  });

  it('removes a school (204) with its course links; then it is gone (404)', async () => {
    const created = await add();
    expect((await call('DELETE', `/admin/teachable/schools/${created.id}`)).statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(teachableCourseClasses)
        .where(eq(teachableCourseClasses.schoolId, created.id)),
    ).toEqual([]);
    expectError(
      await call('DELETE', `/admin/teachable/schools/${created.id}`),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(
      await call('PUT', `/admin/teachable/schools/${created.id}`, flightSchool()),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(
      await call('POST', `/admin/teachable/schools/${created.id}/webhook-token`),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('who may connect schools', () => {
  it('is refused to a teacher (403) on every route', async () => {
    const school = await add();
    const teacher = people.teacher;
    for (const [method, url, payload] of [
      ['GET', '/admin/teachable/schools', undefined],
      ['POST', '/admin/teachable/schools', flightSchool()],
      ['PUT', `/admin/teachable/schools/${school.id}`, flightSchool()],
      ['DELETE', `/admin/teachable/schools/${school.id}`, undefined],
      ['POST', `/admin/teachable/schools/${school.id}/webhook-token`, undefined],
    ] as const) {
      expectError(await call(method, url, payload, teacher), 403, ErrorCode.FORBIDDEN);
    }
  });

  it('with a cookie session, refuses a write without the CSRF token (403)', async () => {
    const session = await cookieSessionFor(t.db, people.superuser.id);
    const { [Header.CSRF_TOKEN]: _token, ...withoutCsrf } = session.headers;
    const request = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/teachable/schools',
        headers,
        payload: flightSchool({ school_id: 'csrf-school' }),
      });
    expectError(await request(withoutCsrf), 403, ErrorCode.CSRF_REJECTED);
    expect((await request(session.headers)).statusCode).toBe(201);
  });
});
