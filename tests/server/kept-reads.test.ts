import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRoute, apiPath, Role } from '../../contract';
import {
  bearerFor,
  cookieSessionFor,
  createClassRow,
  createSchool,
  createUser,
  grantRole,
} from './helpers/auth-fixtures';
import { aDeck } from './helpers/flashcard-builders';
import { createTestApp, startTestApp, type TestApp } from './helpers/test-app';
import { openDatabase } from '../../server/db/client';
import { createPostgresTestDatabase, type PostgresTestDatabase } from './helpers/test-database';

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
      url: `/api${apiPath('classStudent', { classId: school.classB, userId: student.id })}`,
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

describe.runIf(process.env.TEST_DB === 'postgres')(
  'when PostgreSQL drops the listening connections',
  () => {
    let database: PostgresTestDatabase;
    let server: TestApp;
    /** Another process's connection: its writes reach the server only as notices. */
    let elsewhere: pg.Client;
    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      server = await startTestApp(await openDatabase({ kind: 'postgres', url: database.url }));
      elsewhere = new pg.Client({ connectionString: database.url });
      await elsewhere.connect();
    });
    afterAll(async () => {
      await elsewhere.end();
      await server.close();
      await database.drop();
    });

    const className = async (headers: Record<string, string>) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api${ApiRoute.classes}?as=student`,
          headers,
        })
      ).json()[0].name;
    const renameElsewhere = (classId: number, name: string) =>
      elsewhere.query('update classes set name = $1 where id = $2', [name, classId]);

    it('the next request reads afresh, and changes are heard again once it reconnects', async () => {
      const classId = await createClassRow(server.db, 'Before');
      const student = await createUser(server.db);
      await grantRole(server.db, student.id, Role.STUDENT, classId);
      const { headers } = await cookieSessionFor(server.db, student.id);
      expect(await className(headers)).toBe('Before'); // now kept

      await elsewhere.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const changes = server.app.dataChanges!;
      await vi.waitFor(() => expect(changes.listening).toBe(false));
      await renameElsewhere(classId, 'Changed while nobody listened');
      expect(await className(headers)).toBe('Changed while nobody listened');

      expect(changes.listening).toBe(true); // the new connection listens again
      expect(await className(headers)).toBe('Changed while nobody listened'); // no older copy is back
      await renameElsewhere(classId, 'Heard after reconnecting');
      await vi.waitFor(async () =>
        expect(await className(headers)).toBe('Heard after reconnecting'),
      );
    });
  },
);
