import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, Header, IMPERSONATION_MESSAGES, Role } from '../../contract';
import { impersonationLog } from '../../server/db/schema';
import {
  bearerFor,
  createClassRow,
  createSchool,
  createUser,
  grantRole,
} from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
/** Student A also studies in class C, which teacher A does not teach. */
let classC: number;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  classC = await createClassRow(t.db, 'C class');
  await grantRole(t.db, school.student.id, Role.STUDENT, classC);
  await grantRole(t.db, school.otherTeacher.id, Role.TEACHER, classC);
});
afterAll(() => t.close());

const viewingAs = async (actor: { subject: string | null }, studentId: number | string) => ({
  ...(await bearerFor(t.db, t.config, actor.subject)),
  [Header.IMPERSONATED_ID]: String(studentId),
});
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = (body: { id: number }[]) => body.map((entry) => entry.id).sort((a, b) => a - b);

describe('who may impersonate whom', () => {
  it('a teacher may view a student of their class, and routes answer as that student', async () => {
    const response = await get(
      '/api/classes?as=student',
      await viewingAs(school.teacher, school.student.id),
    );
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([school.classA, classC].sort((a, b) => a - b));
  });

  it('a superuser may view anyone', async () => {
    const response = await get(
      '/api/classes?as=student',
      await viewingAs(school.superuser, school.otherStudent.id),
    );
    expect(ids(response.json())).toEqual([school.classB]);
  });

  it('a superuser viewing a student does not keep superuser powers', async () => {
    const response = await get(
      '/api/classes?as=teacher',
      await viewingAs(school.superuser, school.student.id),
    );
    expect(response.json()).toEqual([]);
  });

  it('a teacher may not view a student of another class: 403 code 112', async () => {
    expectError(
      await get('/api/classes?as=student', await viewingAs(school.teacher, school.otherStudent.id)),
      403,
      ErrorCode.IMPERSONATION_NOT_PERMITTED,
      IMPERSONATION_MESSAGES[112],
    );
  });

  it('a teacher may not view a fellow teacher: 403 code 112', async () => {
    expectError(
      await get('/api/users/me', await viewingAs(school.teacher, school.otherTeacher.id)),
      403,
      ErrorCode.IMPERSONATION_NOT_PERMITTED,
    );
  });

  it('a student may not impersonate anyone: 403 code 112', async () => {
    expectError(
      await get('/api/classes?as=student', await viewingAs(school.student, school.otherStudent.id)),
      403,
      ErrorCode.IMPERSONATION_NOT_PERMITTED,
    );
  });

  it('a user who does not exist cannot be viewed: 403 code 112', async () => {
    expectError(
      await get('/api/classes?as=student', await viewingAs(school.superuser, 987654)),
      403,
      ErrorCode.IMPERSONATION_NOT_PERMITTED,
    );
  });

  it('needs a signed-in actor: 401', async () => {
    expectError(
      await get('/api/classes?as=student', { [Header.IMPERSONATED_ID]: String(school.student.id) }),
      401,
      ErrorCode.UNAUTHENTICATED,
    );
  });
});

describe('an impersonated session is read-only', () => {
  it.each([
    ['PATCH', '/api/users/me', { name: 'Hacked' }],
    ['POST', '/api/classes', { name: 'Sneaky class' }],
    ['POST', '/api/events', { name: 'Init' }],
  ] as const)('%s %s answers 403 code 110', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await viewingAs(school.superuser, school.student.id),
      payload,
    });
    expectError(response, 403, ErrorCode.IMPERSONATION_READ_ONLY, IMPERSONATION_MESSAGES[110]);
  });

  it('refuses the write before looking at the body', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: await viewingAs(school.teacher, school.student.id),
      payload: { name: '' },
    });
    expectError(response, 403, ErrorCode.IMPERSONATION_READ_ONLY);
  });
});

describe('classes while impersonating', () => {
  it('a class outside the acting user’s reach answers 403 code 114', async () => {
    expectError(
      await get(`/api/classes/${classC}`, await viewingAs(school.teacher, school.student.id)),
      403,
      ErrorCode.CLASS_NOT_ACCESSIBLE,
      IMPERSONATION_MESSAGES[114],
    );
  });

  it('a class of both the actor and the student answers as the student', async () => {
    const response = await get(
      `/api/classes/${school.classA}`,
      await viewingAs(school.teacher, school.student.id),
    );
    expect(response.json()).toMatchObject({ id: school.classA, my_roles: [1] });
    expect(response.json().join_code).toBeUndefined();
  });

  it('a class the student is not in answers 403 code 114', async () => {
    const otherTeachersClass = await createClassRow(t.db);
    await grantRole(t.db, school.teacher.id, Role.TEACHER, otherTeachersClass);
    expectError(
      await get(
        `/api/classes/${otherTeachersClass}`,
        await viewingAs(school.teacher, school.student.id),
      ),
      403,
      ErrorCode.CLASS_NOT_ACCESSIBLE,
    );
  });

  it('the student list is refused, as it would be to the student', async () => {
    expectError(
      await get(
        `/api/classes/${school.classA}/students`,
        await viewingAs(school.teacher, school.student.id),
      ),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('the impersonation log', () => {
  const rowsFor = (studentId: number) =>
    t.db
      .select()
      .from(impersonationLog)
      .where(eq(impersonationLog.studentId, studentId))
      .orderBy(impersonationLog.id);

  it('records every impersonated request with both ids, method, path and status', async () => {
    const student = await createUser(t.db);
    await grantRole(t.db, student.id, Role.STUDENT, school.classA);
    await get('/api/classes?as=student', await viewingAs(school.teacher, student.id));
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: await viewingAs(school.teacher, student.id),
      payload: { name: 'x' },
    });
    const rows = await rowsFor(student.id);
    expect(
      rows.map(({ actorId, studentId, method, path, statusCode }) => ({
        actorId,
        studentId,
        method,
        path,
        statusCode,
      })),
    ).toEqual([
      {
        actorId: school.teacher.id,
        studentId: student.id,
        method: 'GET',
        path: '/api/classes',
        statusCode: 200,
      },
      {
        actorId: school.teacher.id,
        studentId: student.id,
        method: 'PATCH',
        path: '/api/users/me',
        statusCode: 403,
      },
    ]);
  });

  it('writes a log line with both ids', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    try {
      await get(
        '/api/classes?as=student',
        await viewingAs(school.superuser, school.otherStudent.id),
      );
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({
          actorId: school.superuser.id,
          studentId: school.otherStudent.id,
        }),
        'impersonated request',
      );
    } finally {
      info.mockRestore();
    }
  });

  it('records nothing for requests without impersonation', async () => {
    const student = await createUser(t.db);
    await get('/api/users/me', await bearerFor(t.db, t.config, student.subject));
    expect(await rowsFor(student.id)).toEqual([]);
  });
});
