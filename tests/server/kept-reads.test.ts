import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, classPaths, Role, toPath } from '../../contract';
import {
  bearerFor,
  cookieSessionFor,
  createClassRow,
  createSchool,
  createUser,
  grantRole,
} from './helpers/auth-fixtures';
import { aDeck } from './helpers/flashcard-builders';
import { createTestApp, type TestApp } from './helpers/test-app';

// The server keeps copies of the authentication query's answer and of a student's class list
// (server/db/read-cache.ts). Whatever a request changes shows in the very next one.

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const studentClasses = (headers: Record<string, string>) =>
  get(`/api${ApiRoute.classes}?as=student`, headers);

describe('kept reads never hide a change', () => {
  it('a rating shows in the next class list', async () => {
    const deck = await aDeck(t.db, school.classA, 2);
    const headers = await bearerFor(t.db, t.config, school.student.subject);
    const before = (await studentClasses(headers)).json()[0];
    await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/${deck.cards[0]?.id}/reviews`,
      headers,
      payload: { rating: 3, review_id: 'kept-reads-1' },
    });
    const after = (await studentClasses(headers)).json()[0];
    expect(after.new_flashcards_left).toBe(before.new_flashcards_left - 1);
  });

  it('a student removed from a class no longer sees it', async () => {
    const student = await createUser(t.db);
    await grantRole(t.db, student.id, Role.STUDENT, school.classB);
    const headers = await bearerFor(t.db, t.config, student.subject);
    expect((await studentClasses(headers)).json()).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api${toPath(classPaths.student, { classId: school.classB, userId: student.id })}`,
      headers: await bearerFor(t.db, t.config, school.otherTeacher.subject),
    });
    expect(removed.statusCode).toBe(204);
    expect((await studentClasses(headers)).json()).toEqual([]);
  });

  it('a signed-out session is refused at once', async () => {
    const session = await cookieSessionFor(t.db, school.student.id);
    expect((await get(`/api${ApiRoute.usersMe}`, session.headers)).statusCode).toBe(200);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api${ApiRoute.usersLogout}`,
      headers: session.headers,
    });
    expect(signedOut.statusCode).toBeLessThan(300);
    expect((await get(`/api${ApiRoute.usersMe}`, session.headers)).statusCode).toBe(401);
  });

  it('a role granted outside any request counts in the next one', async () => {
    const headers = await bearerFor(t.db, t.config, school.student.subject);
    const classId = await createClassRow(t.db, 'Granted later');
    const before = (await studentClasses(headers)).json();
    await grantRole(t.db, school.student.id, Role.STUDENT, classId);
    expect((await studentClasses(headers)).json()).toHaveLength(before.length + 1);
  });
});
