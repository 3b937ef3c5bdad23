import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, ErrorCode, Header, Role, SESSION_COOKIE } from '../../contract';
import { sha256 } from '../../server/auth/secrets';
import { sessions, users } from '../../server/db/schema';
import {
  bearerFor,
  cookieSessionFor,
  createClassRow,
  createSchool,
  createUser,
  grantRole,
} from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getMe = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });
const patchMe = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: payload as object });
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/users/logout', headers });

describe('GET /api/users/me', () => {
  it('answers id, name, email and the roles as stored, in insertion order', async () => {
    const first = await createClassRow(t.db);
    const second = await createClassRow(t.db);
    const user = await createUser(t.db, { name: 'Mixed Roles', email: 'mixed@example.test' });
    await grantRole(t.db, user.id, Role.TEACHER, second);
    await grantRole(t.db, user.id, Role.SUPERUSER, null);
    await grantRole(t.db, user.id, Role.STUDENT, first);
    const response = await getMe(await bearerFor(t.db, t.config, user.subject));
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Mixed Roles',
      email: 'mixed@example.test',
      roles: [
        { role: 2, class_id: second },
        { role: 3, class_id: null },
        { role: 1, class_id: first },
      ],
    });
  });

  it('answers an empty roles list for a user without roles', async () => {
    const user = await createUser(t.db);
    const response = await getMe(await bearerFor(t.db, t.config, user.subject));
    expect(response.json().roles).toEqual([]);
  });

  it('sends nothing the contract does not name', async () => {
    const user = await createUser(t.db);
    const response = await getMe(await bearerFor(t.db, t.config, user.subject));
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'id', 'name', 'roles']);
  });

  it('answers for the signed-in person even while impersonating', async () => {
    const { teacher, student } = await createSchool(t.db);
    const response = await getMe({
      ...(await bearerFor(t.db, t.config, teacher.subject)),
      [Header.IMPERSONATED_ID]: String(student.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(teacher.id);
  });
});

describe('PATCH /api/users/me', () => {
  it('updates the name (trimmed) and answers the user', async () => {
    const user = await createUser(t.db);
    const response = await patchMe(await bearerFor(t.db, t.config, user.subject), {
      name: '  New Name  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'New Name' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('New Name');
  });

  it('answers 422 with the field list for an empty name', async () => {
    const user = await createUser(t.db);
    const body = expectError(
      await patchMe(await bearerFor(t.db, t.config, user.subject), { name: '   ' }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields).toEqual([{ path: 'body.name', message: 'Name is required.' }]);
  });

  it('answers 422 for fields a user may not change', async () => {
    const user = await createUser(t.db);
    const body = expectError(
      await patchMe(await bearerFor(t.db, t.config, user.subject), { name: 'Ok', email: 'x@y.z' }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.map((field) => field.path)).toEqual(['body']);
  });

  it('answers 401 without sign-in', async () => {
    expectError(await patchMe({}, { name: 'Nobody' }), 401, ErrorCode.UNAUTHENTICATED);
  });
});

describe('POST /api/users/logout', () => {
  it('ends the cookie session and clears both cookies', async () => {
    const user = await createUser(t.db);
    const { headers, sessionId } = await cookieSessionFor(t.db, user.id);
    const response = await logout(headers);
    expect(response.statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(sessionId)));
    expect(rows).toEqual([]);
    const cleared = response.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual([CSRF_COOKIE, SESSION_COOKIE]);
    expectError(await getMe(headers), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('answers 204 for a bearer call, which has no server session', async () => {
    const user = await createUser(t.db);
    const response = await logout(await bearerFor(t.db, t.config, user.subject));
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toEqual([]);
  });

  it('works while impersonating (it signs the actor out)', async () => {
    const { teacher, student } = await createSchool(t.db);
    const { headers, sessionId } = await cookieSessionFor(t.db, teacher.id);
    const response = await logout({ ...headers, [Header.IMPERSONATED_ID]: String(student.id) });
    expect(response.statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(sessionId)));
    expect(rows).toEqual([]);
  });
});
