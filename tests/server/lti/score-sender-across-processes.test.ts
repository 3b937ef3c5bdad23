import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { ltiScoreOutbox } from '../../../server/db/schema';
import { sendDueScores } from '../../../server/course-platforms/lti/grades/send-scores';
import type { LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { ServiceTokens } from '../../../server/course-platforms/lti/service-token';
import { aClosedAttempt } from '../helpers/attempt-builders';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createPostgresTestDatabase, type PostgresTestDatabase } from '../helpers/test-database';
import type { FakePlatform } from './fake-platform';
import { aRegisteredPlatform, anLtiStudent, aQuizPlacedInACourse } from './lti-builders';

// Two server processes on one PostgreSQL, each with its score sender: every score reaches the
// gradebook once, never twice (FOR UPDATE SKIP LOCKED).

const STUDENTS = 40;
const onPostgres = process.env.TEST_DB === 'postgres';

let database: PostgresTestDatabase;
let platform: FakePlatform;
let first: TestApp;
let second: TestApp;
let registration: LtiPlatform;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresTestDatabase();
  const start = async () =>
    startTestApp(await openDatabase({ kind: 'postgres', url: database.url }));
  first = await start();
  second = await start();
  ({ platform, registration } = await aRegisteredPlatform(first.db));
});
afterAll(async () => {
  if (!onPostgres) return;
  await first.close();
  await second.close();
  await platform.close();
  await database.drop();
});

/** A placed quiz whose column is in the gradebook, and `STUDENTS` students of it who launched. */
async function aPlacedQuizWithStudents(course: string) {
  const { classId, quizId, column } = await aQuizPlacedInACourse(first.db, registration, platform, {
    questions: 1,
    course,
  });
  const students = [];
  for (let index = 0; index < STUDENTS; index += 1) {
    students.push(await anLtiStudent(first.db, registration, classId));
  }
  return { quizId, column: column!, students };
}

const postsTo = (column: { itemId: number }) =>
  platform.received.filter(
    (request) =>
      request.method === 'POST' &&
      request.url.includes(`/lineitems/${column.itemId}/lineitem/scores`),
  ).length;

describe.runIf(onPostgres)('two processes send each score once', () => {
  it('both senders, told of each score at once, share the work without sending one twice', async () => {
    const { quizId, column, students } = await aPlacedQuizWithStudents('11');
    await Promise.all(students.map((student) => aClosedAttempt(first.db, quizId, student.id)));
    await expect
      .poll(
        async () =>
          (await first.db.select().from(ltiScoreOutbox)).filter((row) => row.status === 'sent')
            .length,
        { timeout: 10_000 },
      )
      .toBe(STUDENTS);
    expect(postsTo(column)).toBe(STUDENTS);
  });

  it('two sends at the same moment take disjoint scores', async () => {
    await first.app.close();
    await second.app.close();
    const { quizId, column, students } = await aPlacedQuizWithStudents('12');
    for (const student of students) await aClosedAttempt(first.db, quizId, student.id);
    const now = new Date();
    const sent = await Promise.all([
      sendDueScores({ db: first.db, tokens: new ServiceTokens(first.db) }, now),
      sendDueScores({ db: second.db, tokens: new ServiceTokens(second.db) }, now),
      sendDueScores({ db: first.db, tokens: new ServiceTokens(first.db) }, now),
      sendDueScores({ db: second.db, tokens: new ServiceTokens(second.db) }, now),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(Math.min(STUDENTS, 4 * 20));
    expect(postsTo(column)).toBe(STUDENTS);
  });
});
