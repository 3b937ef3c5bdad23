import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, Header, Role, SESSION_COOKIE } from '../../contract';
import { issueLmsToken } from '../../server/auth/lms-tokens';
import { openSession } from '../../server/auth/sessions';
import { bearerFor, createClassRow, createSchool, createUser } from './helpers/auth-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
});
afterAll(() => t.close());

/** The teacher of class A invites `email`. */
async function invite(email: string, classId = school.classA) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/classes/${classId}/invitations`,
    headers: await bearerFor(t.db, t.config, school.teacher.subject),
    payload: { emails: [email] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const rolesOf = (response: { json: () => { roles: unknown } }) => response.json().roles;

describe('an invitation attaches when that e-mail signs in', () => {
  it('with a token of the built-in identity provider', async () => {
    const user = await createUser(t.db, { email: 'Pilot.One@Example.test' });
    await invite('pilot.one@example.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: await bearerFor(t.db, t.config, user.subject),
    });
    expect(rolesOf(response)).toEqual([{ role: Role.STUDENT, class_id: school.classA }]);
  });

  it('with an lms token exchange', async () => {
    const user = await createUser(t.db, { email: 'lms.pilot@example.test', subject: null });
    await invite('lms.pilot@example.test');
    const { token } = await issueLmsToken(t.db, user.id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/me?auth=${encodeURIComponent(token)}`,
      headers: { [Header.AUTH_METHOD]: 'lms' },
    });
    expect(rolesOf(response)).toEqual([{ role: Role.STUDENT, class_id: school.classA }]);
  });

  it('with a teachable cookie session', async () => {
    const user = await createUser(t.db, { email: 'teachable.pilot@example.test', subject: null });
    const { id, session } = await openSession(t.db, user.id, 'teachable');
    await invite('teachable.pilot@example.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/classes?as=student',
      headers: {
        [Header.AUTH_METHOD]: 'teachable',
        cookie: `${SESSION_COOKIE}=${id}; ${CSRF_COOKIE}=${session.csrfToken}`,
      },
    });
    expect(response.json().map((entry: { id: number }) => entry.id)).toEqual([school.classA]);
  });

  it('once: the invitation is gone after it attached', async () => {
    const user = await createUser(t.db, { email: 'once@example.test' });
    await invite('once@example.test');
    const headers = await bearerFor(t.db, t.config, user.subject);
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/classes/${school.classA}/invitations`,
      headers: await bearerFor(t.db, t.config, school.teacher.subject),
    });
    expect(list.json().map((entry: { email: string }) => entry.email)).not.toContain(
      'once@example.test',
    );
  });

  it('into every class that invited the e-mail', async () => {
    const classC = await createClassRow(t.db, 'C class');
    const superHeaders = await bearerFor(t.db, t.config, school.superuser.subject);
    const user = await createUser(t.db, { email: 'two@example.test' });
    await invite('two@example.test');
    await t.app.inject({
      method: 'POST',
      url: `/api/classes/${classC}/invitations`,
      headers: superHeaders,
      payload: { emails: ['two@example.test'] },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: await bearerFor(t.db, t.config, user.subject),
    });
    expect(rolesOf(response)).toEqual([
      { role: Role.STUDENT, class_id: school.classA },
      { role: Role.STUDENT, class_id: classC },
    ]);
  });
});
