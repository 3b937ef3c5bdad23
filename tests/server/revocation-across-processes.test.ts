import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, apiPath, Role, userMeSchema } from '../../contract';
import { openDatabase } from '../../server/db/client';
import { classes, classInvitations } from '../../server/db/schema';
import { cookieSessionFor, createClassRow, createUser, grantRole } from './helpers/auth-fixtures';
import { aDeck } from './helpers/flashcard-builders';
import { callApi, startTestApp, type ApiMethod, type TestApp } from './helpers/test-app';
import { createPostgresTestDatabase, type PostgresTestDatabase } from './helpers/test-database';

// Two API processes on one PostgreSQL (a school that outgrows one machine). Once the request that
// revokes something has answered on the first, the second never grants it again. Each of the five
// kinds of revocation is tried 200 times (1,000 tries in all), half of them followed by a read and
// half by a write; REVOCATION_TRIES sets another number per kind.

const TRIES = Number(process.env.REVOCATION_TRIES ?? 200);
/** Tries run this many at a time, as a busy school's requests would. */
const AT_ONCE = 10;

type Headers = Record<string, string>;

let database: PostgresTestDatabase;
let first: TestApp;
let second: TestApp;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresTestDatabase();
  const start = async () =>
    startTestApp(await openDatabase({ kind: 'postgres', url: database.url }), {
      RATE_LIMIT_MAX: '1000000',
    });
  first = await start();
  second = await start();
});
afterAll(async () => {
  if (!onPostgres) return;
  await first.close();
  await second.close();
  await database.drop();
});

const call = (
  server: TestApp,
  method: ApiMethod,
  path: string,
  headers: Headers,
  payload?: object,
) => callApi(server.app, method, `/api${path}`, headers, payload);

/** Runs `oneTry(index)` TRIES times, AT_ONCE at a time; returns the tries the second still granted. */
async function countStaleGrants(oneTry: (index: number) => Promise<boolean>) {
  let stale = 0;
  for (let batch = 0; batch < TRIES; batch += AT_ONCE) {
    const granted = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, offset) => oneTry(batch + offset)),
    );
    stale += granted.filter(Boolean).length;
  }
  return stale;
}

const isWrite = (index: number) => index % 2 === 1;
const db = () => first.db;

describe.runIf(onPostgres)('a revocation on one process holds on the other at once', () => {
  it('a signed-out session', async () => {
    const user = await createUser(db());
    const stale = await countStaleGrants(async (index) => {
      const session = await cookieSessionFor(db(), user.id);
      const me = () =>
        isWrite(index)
          ? call(second, 'PATCH', ApiRoute.usersMe, session.headers, { name: `Name ${index}` })
          : call(second, 'GET', ApiRoute.usersMe, session.headers);
      expect((await me()).statusCode).toBe(200);
      expect(
        (await call(first, 'POST', ApiRoute.usersLogout, session.headers)).statusCode,
      ).toBeLessThan(300);
      return (await me()).statusCode !== 401;
    });
    expect(stale).toBe(0);
  });

  it("a student's membership of a class", async () => {
    const classId = await createClassRow(db());
    const teacher = await createUser(db());
    await grantRole(db(), teacher.id, Role.TEACHER, classId);
    const teacherSession = await cookieSessionFor(db(), teacher.id);
    const deck = await aDeck(db(), classId, 1);
    const cardId = deck.cards[0]!.id;
    const stale = await countStaleGrants(async (index) => {
      const student = await createUser(db());
      await grantRole(db(), student.id, Role.STUDENT, classId);
      const session = await cookieSessionFor(db(), student.id);
      const study = (attempt: string) =>
        isWrite(index)
          ? call(second, 'POST', `/flashcards/${cardId}/reviews`, session.headers, {
              rating: 3,
              review_id: `revocation-${index}-${attempt}`,
            })
          : call(second, 'GET', apiPath('classQuizList', { classId }), session.headers);
      expect((await study('before')).statusCode).toBeLessThan(300);
      const removed = await call(
        first,
        'DELETE',
        apiPath('classStudent', { classId, userId: student.id }),
        teacherSession.headers,
      );
      expect(removed.statusCode).toBe(204);
      return (await study('after')).statusCode < 400;
    });
    expect(stale).toBe(0);
  });

  it("a teacher's role in a class", async () => {
    const classId = await createClassRow(db());
    const superuser = await createUser(db());
    await grantRole(db(), superuser.id, Role.SUPERUSER, null);
    const superuserSession = await cookieSessionFor(db(), superuser.id);
    const stale = await countStaleGrants(async (index) => {
      const teacher = await createUser(db());
      await grantRole(db(), teacher.id, Role.TEACHER, classId);
      const session = await cookieSessionFor(db(), teacher.id);
      const manage = () =>
        isWrite(index)
          ? call(second, 'PATCH', apiPath('class', { classId }), session.headers, {
              description: `Changed by teacher ${teacher.id}`,
            })
          : call(second, 'GET', apiPath('classSettings', { classId }), session.headers);
      expect((await manage()).statusCode).toBe(200);
      const removed = await call(
        first,
        'DELETE',
        apiPath('classTeacher', { classId, userId: teacher.id }),
        superuserSession.headers,
      );
      expect(removed.statusCode).toBe(204);
      return (await manage()).statusCode < 400;
    });
    expect(stale).toBe(0);
  });

  it("an archived class's join code", async () => {
    const teacher = await createUser(db());
    const teacherSession = await cookieSessionFor(db(), teacher.id);
    const stale = await countStaleGrants(async () => {
      const classId = await createClassRow(db());
      await grantRole(db(), teacher.id, Role.TEACHER, classId);
      const [row] = await db()
        .select({ joinCode: classes.joinCode })
        .from(classes)
        .where(eq(classes.id, classId));
      const student = await createUser(db());
      const session = await cookieSessionFor(db(), student.id);
      expect((await call(second, 'GET', ApiRoute.usersMe, session.headers)).statusCode).toBe(200);
      const archived = await call(
        first,
        'PATCH',
        apiPath('class', { classId }),
        teacherSession.headers,
        {
          archived: true,
        },
      );
      expect(archived.statusCode).toBe(200);
      const joined = await call(second, 'POST', apiPath('classJoin'), session.headers, {
        code: row!.joinCode,
      });
      return joined.statusCode < 400;
    });
    expect(stale).toBe(0);
  });

  it('a revoked invitation', async () => {
    const classId = await createClassRow(db());
    const teacher = await createUser(db());
    await grantRole(db(), teacher.id, Role.TEACHER, classId);
    const teacherSession = await cookieSessionFor(db(), teacher.id);
    const stale = await countStaleGrants(async (index) => {
      const email = `invited-${index}@example.test`;
      const invited = await createUser(db(), { email });
      const session = await cookieSessionFor(db(), invited.id);
      const signedIn = () =>
        isWrite(index)
          ? call(second, 'PATCH', ApiRoute.usersMe, session.headers, { name: `Invited ${index}` })
          : call(second, 'GET', ApiRoute.usersMe, session.headers);
      expect((await signedIn()).statusCode).toBe(200);
      const [invitation] = await db()
        .insert(classInvitations)
        .values({ classId, email, role: Role.STUDENT })
        .returning({ id: classInvitations.id });
      const revoked = await call(
        first,
        'DELETE',
        apiPath('classInvitation', { classId, invitationId: invitation!.id }),
        teacherSession.headers,
      );
      expect(revoked.statusCode).toBe(204);
      await signedIn();
      const me = await call(second, 'GET', ApiRoute.usersMe, session.headers);
      return userMeSchema.parse(me.json()).roles.some((role) => role.class_id === classId);
    });
    expect(stale).toBe(0);
  });
});
