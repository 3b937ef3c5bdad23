import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Role } from '../../contract';
import { bearerFor, createSchool, createUser, grantRole } from './helpers/auth-fixtures';
import { aQuestion, aQuiz, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { callApi, createTestApp, type ApiMethod, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let as: (user: { subject: string | null }) => Promise<Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  as = (user) => bearerFor(t.db, t.config, user.subject);
});
afterAll(() => t.close());

const call = (...args: [ApiMethod, string, Record<string, string>, unknown?]) =>
  callApi(t.app, ...args);

describe('inviting students by e-mail', () => {
  it('invites many at once and reports who was in the class or invited already', async () => {
    const headers = await as(school.teacher);
    const member = await createUser(t.db, { email: 'member@example.test' });
    await grantRole(t.db, member.id, Role.STUDENT, school.classA);
    await call('POST', `/api/classes/${school.classA}/invitations`, headers, {
      emails: ['again@example.test'],
    });
    const response = await call('POST', `/api/classes/${school.classA}/invitations`, headers, {
      emails: ['New@Example.test', 'new@example.test', 'again@example.test', 'member@example.test'],
    });
    expect(response.json()).toEqual({
      invited: ['new@example.test'],
      already_invited: ['again@example.test'],
      already_members: ['member@example.test'],
    });
  });

  it('refuses a line that is not an e-mail, naming it', async () => {
    const response = await call(
      'POST',
      `/api/classes/${school.classA}/invitations`,
      await as(school.teacher),
      { emails: ['ok@example.test', 'not an address'] },
    );
    const body = expectError(response, 422, ErrorCode.VALIDATION_FAILED);
    expect(body.detail.fields?.[0]?.path).toBe('body.emails.1');
  });

  it('lists pending invitations, and a revoked one is gone', async () => {
    const headers = await as(school.teacher);
    await call('POST', `/api/classes/${school.classA}/invitations`, headers, {
      emails: ['revoke.me@example.test'],
    });
    const list = await call('GET', `/api/classes/${school.classA}/invitations`, headers);
    const invitation = list
      .json()
      .find((entry: { email: string }) => entry.email === 'revoke.me@example.test');
    expect(invitation).toMatchObject({ role: Role.STUDENT });
    const revoked = await call(
      'DELETE',
      `/api/classes/${school.classA}/invitations/${invitation.id}`,
      headers,
    );
    expect(revoked.statusCode).toBe(204);
    const after = await call('GET', `/api/classes/${school.classA}/invitations`, headers);
    expect(after.json().map((entry: { id: number }) => entry.id)).not.toContain(invitation.id);
  });

  it('cannot revoke another class’s invitation through this class', async () => {
    const other = await call(
      'POST',
      `/api/classes/${school.classB}/invitations`,
      await as(school.otherTeacher),
      { emails: ['b-only@example.test'] },
    );
    expect(other.statusCode).toBe(200);
    const list = await call(
      'GET',
      `/api/classes/${school.classB}/invitations`,
      await as(school.otherTeacher),
    );
    const id = list.json()[0].id as number;
    expectError(
      await call(
        'DELETE',
        `/api/classes/${school.classA}/invitations/${id}`,
        await as(school.teacher),
      ),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('removing a student', () => {
  it('takes them off the class list and out of the class', async () => {
    const headers = await as(school.teacher);
    const leaving = await createUser(t.db, { name: 'Leaving' });
    await grantRole(t.db, leaving.id, Role.STUDENT, school.classA);
    const removed = await call(
      'DELETE',
      `/api/classes/${school.classA}/students/${leaving.id}`,
      headers,
    );
    expect(removed.statusCode).toBe(204);
    const list = await call('GET', `/api/classes/${school.classA}/students`, headers);
    expect(list.json().map((entry: { id: number }) => entry.id)).not.toContain(leaving.id);
    const theirs = await call('GET', '/api/classes?as=student', await as(leaving));
    expect(theirs.json()).toEqual([]);
  });

  it('answers 404 for someone who is not a student of the class', async () => {
    expectError(
      await call(
        'DELETE',
        `/api/classes/${school.classA}/students/${school.otherStudent.id}`,
        await as(school.teacher),
      ),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('accommodations', () => {
  it('are saved per student and shown on the student’s row', async () => {
    const headers = await as(school.teacher);
    const value = { extra_time_percent: 50, extra_time_minutes: 0, extra_final_attempts: 1 };
    const saved = await call(
      'PUT',
      `/api/classes/${school.classA}/students/${school.student.id}/accommodations`,
      headers,
      value,
    );
    expect(saved.json()).toEqual(value);
    const list = await call('GET', `/api/classes/${school.classA}/students`, headers);
    const row = list.json().find((entry: { id: number }) => entry.id === school.student.id);
    expect(row.accommodations).toEqual(value);
  });

  it('show the student their extra time on a timed quiz', async () => {
    const topicId = await aTopic(t.db, school.classA);
    await aQuestion(t.db, school.classA, topicId, { status: 'published' });
    const quizId = await aQuiz(t.db, school.classA, topicId, {
      status: 'published',
      time_limit_minutes: 30,
    });
    await call(
      'PUT',
      `/api/classes/${school.classA}/students/${school.student.id}/accommodations`,
      await as(school.teacher),
      { extra_time_percent: 10, extra_time_minutes: 5, extra_final_attempts: 0 },
    );
    const list = await call(
      'GET',
      `/api/classes/${school.classA}/quizzes`,
      await as(school.student),
    );
    const quiz = list.json().quizzes.find((entry: { id: number }) => entry.id === quizId);
    expect(quiz).toMatchObject({ time_limit_minutes: 30, extra_time_minutes: 8 });
  });

  it('refuse more than 300 % extra time', async () => {
    expectError(
      await call(
        'PUT',
        `/api/classes/${school.classA}/students/${school.student.id}/accommodations`,
        await as(school.teacher),
        { extra_time_percent: 301 },
      ),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('only for students of the class: 404 otherwise', async () => {
    expectError(
      await call(
        'PUT',
        `/api/classes/${school.classA}/students/${school.otherStudent.id}/accommodations`,
        await as(school.teacher),
        {},
      ),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('teachers', () => {
  it('a superuser appoints a known user at once', async () => {
    const instructor = await createUser(t.db, { name: 'Instructor', email: 'cfi@example.test' });
    const response = await call(
      'POST',
      `/api/classes/${school.classA}/teachers`,
      await as(school.superuser),
      { email: 'CFI@example.test' },
    );
    expect(response.json()).toEqual({ outcome: 'appointed' });
    const teachers = await call(
      'GET',
      `/api/classes/${school.classA}/teachers`,
      await as(school.teacher),
    );
    expect(teachers.json().map((entry: { id: number }) => entry.id)).toContain(instructor.id);
  });

  it('a superuser invites an unknown e-mail as a teacher, attached at their sign-in', async () => {
    const response = await call(
      'POST',
      `/api/classes/${school.classA}/teachers`,
      await as(school.superuser),
      { email: 'future.cfi@example.test' },
    );
    expect(response.json()).toEqual({ outcome: 'invited' });
    const later = await createUser(t.db, { email: 'future.cfi@example.test' });
    const me = await call('GET', '/api/users/me', await as(later));
    expect(me.json().roles).toEqual([{ role: Role.TEACHER, class_id: school.classA }]);
  });

  it('a superuser removes a teacher', async () => {
    const leaving = await createUser(t.db);
    await grantRole(t.db, leaving.id, Role.TEACHER, school.classA);
    const response = await call(
      'DELETE',
      `/api/classes/${school.classA}/teachers/${leaving.id}`,
      await as(school.superuser),
    );
    expect(response.statusCode).toBe(204);
    expectError(
      await call('GET', `/api/classes/${school.classA}/settings`, await as(leaving)),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('teachers see who teaches with them', async () => {
    const response = await call(
      'GET',
      `/api/classes/${school.classA}/teachers`,
      await as(school.teacher),
    );
    expect(response.json().map((entry: { name: string }) => entry.name)).toContain('Teacher A');
  });
});
