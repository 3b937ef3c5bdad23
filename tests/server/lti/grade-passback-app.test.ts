import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, classScoreSyncSchema, Role } from '../../../contract';
import type { DatabaseConnection } from '../../../server/db/client';
import { ltiScoreOutbox } from '../../../server/db/schema';
import type { LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { aClosedAttempt } from '../helpers/attempt-builders';
import { callAs, cookieSessionFor, createUser, grantRole } from '../helpers/auth-fixtures';
import { aClass } from '../helpers/builders';
import { callApi, startTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import type { FakePlatform } from './fake-platform';
import { aRegisteredPlatform, anLtiStudent, aQuizPlacedInACourse } from './lti-builders';

const RIGHT = 0;
const COURSE = '7';

let connection: DatabaseConnection;
let platform: FakePlatform;
let registration: LtiPlatform;
let server: TestApp;
/** The servers' clock: real time plus what a test moved it on. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
/** A server process on the shared database (closing it leaves the database open). */
const startServer = () => startTestApp({ ...connection, close: async () => {} }, {}, { clock });

beforeAll(async () => {
  connection = await createTestDatabase();
  ({ platform, registration } = await aRegisteredPlatform(connection.db));
  server = await startServer();
});
afterAll(async () => {
  await server.close();
  await platform.close();
  await connection.close();
});

const db = () => connection.db;

/** A class with a two-question quiz placed in a course whose gradebook has its column, its teacher and a student. */
async function aLinkedClass() {
  const { classId, quizId, column } = await aQuizPlacedInACourse(db(), registration, platform, {
    questions: 2,
    course: COURSE,
    title: 'Weather',
  });
  const teacher = await createUser(db(), { name: 'Teacher' });
  await grantRole(db(), teacher.id, Role.TEACHER, classId);
  const student = await anLtiStudent(db(), registration, classId, { name: 'Student' });
  return { classId, quizId, column: column!, teacher, student };
}

async function submitAsStudent(student: { subject: string | null }, quizId: number) {
  const started = await callAs(server, student, 'POST', apiPath('quizAttempts', { quizId }), {});
  const attemptId = (started.json() as { id: number }).id;
  const submitted = await callAs(server, student, 'POST', apiPath('attemptSubmit', { attemptId }), {
    answers: [{ slot: 1, choice_ids: [RIGHT], client_seq: 1 }],
  });
  expect(submitted.statusCode).toBe(200);
  return attemptId;
}

const rowOf = async (attemptId: number) =>
  (await db().select().from(ltiScoreOutbox).where(eq(ltiScoreOutbox.attemptId, attemptId)))[0];

/** Waits until the sender has tried the attempt's score and the platform (down) refused it. */
const refusedOnce = (attemptId: number) =>
  expect.poll(async () => (await rowOf(attemptId))?.lastError, { timeout: 3000 }).toMatch(/503/);

describe('a submitted score reaches the gradebook', () => {
  it('within seconds of the submit (the sender hears of it when the submit commits)', async () => {
    const { quizId, column, student } = await aLinkedClass();
    await submitAsStudent(student, quizId);
    await expect
      .poll(() => platform.gradebook.scoreOf(column.id, student.ltiSubject)?.scoreGiven, {
        timeout: 3000,
      })
      .toBe(1);
  });

  it('after a platform outage and a server restart', async () => {
    const { quizId, column, student } = await aLinkedClass();
    platform.gradebook.available = false;
    const attemptId = await submitAsStudent(student, quizId);
    await expect
      .poll(async () => (await rowOf(attemptId))?.lastError, { timeout: 3000 })
      .toMatch(/503/);
    await server.app.close();
    platform.gradebook.available = true;
    offsetMs += 31_000;
    server = await startServer();
    await expect.poll(async () => (await rowOf(attemptId))?.status, { timeout: 3000 }).toBe('sent');
    expect(platform.gradebook.scoreOf(column.id, student.ltiSubject)?.scoreGiven).toBe(1);
  });
});

describe("the teacher sees each student's sync state and can send a score again", () => {
  it('an unlinked class says so', async () => {
    const classId = await aClass(db());
    const teacher = await createUser(db());
    await grantRole(db(), teacher.id, Role.TEACHER, classId);
    const answer = await callAs(server, teacher, 'GET', apiPath('classScoreSync', { classId }));
    expect(answer.json()).toEqual({ linked: false, scores: [] });
  });

  it('a failed score shows its reason; sending it again gets it to the gradebook', async () => {
    const { classId, quizId, column, teacher, student } = await aLinkedClass();
    platform.gradebook.available = false;
    const attempt = await aClosedAttempt(db(), quizId, student.id, { answers: [[RIGHT], [RIGHT]] });
    await refusedOnce(attempt.id);
    await db()
      .update(ltiScoreOutbox)
      .set({
        status: 'failed',
        tries: 12,
        lastError: 'the platform answered 503 Service Unavailable',
      })
      .where(eq(ltiScoreOutbox.attemptId, attempt.id));
    const sync = async () =>
      classScoreSyncSchema.parse(
        (await callAs(server, teacher, 'GET', apiPath('classScoreSync', { classId }))).json(),
      );
    platform.gradebook.available = true;
    const before = await sync();
    expect(before).toEqual({
      linked: true,
      scores: [
        expect.objectContaining({
          user_id: student.id,
          column: 'Weather quiz',
          state: 'failed',
          score_given: 2,
          score_maximum: 2,
          last_error: 'the platform answered 503 Service Unavailable',
        }),
      ],
    });
    const session = await cookieSessionFor(db(), teacher.id);
    const resend = apiPath('classScoreResend', { classId, scoreId: before.scores[0]!.id });
    const { 'x-csrf-token': _csrf, ...withoutCsrf } = session.headers;
    expect((await callApi(server.app, 'POST', `/api${resend}`, withoutCsrf)).statusCode).toBe(403);
    expect((await callApi(server.app, 'POST', `/api${resend}`, session.headers)).statusCode).toBe(
      204,
    );
    await expect
      .poll(() => platform.gradebook.scoreOf(column.id, student.ltiSubject)?.scoreGiven, {
        timeout: 3000,
      })
      .toBe(2);
    expect((await sync()).scores[0]).toMatchObject({ state: 'sent', last_error: null });
  });

  it('only the class’s teachers: its students and other classes’ teachers are refused', async () => {
    const { classId, quizId, student } = await aLinkedClass();
    await aClosedAttempt(db(), quizId, student.id);
    const other = await aLinkedClass();
    const scoreId = (await db().select().from(ltiScoreOutbox).orderBy(ltiScoreOutbox.id)).at(
      -1,
    )!.id;
    const resend = apiPath('classScoreResend', { classId, scoreId });
    expect((await callAs(server, student, 'POST', resend)).statusCode).toBe(403);
    expect((await callAs(server, other.teacher, 'POST', resend)).statusCode).toBe(403);
    expect(
      (await callAs(server, other.teacher, 'GET', apiPath('classScoreSync', { classId })))
        .statusCode,
    ).toBe(403);
    const elsewhere = apiPath('classScoreResend', { classId: other.classId, scoreId });
    expect((await callAs(server, other.teacher, 'POST', elsewhere)).statusCode).toBe(404);
  });

  it('a score a newer attempt replaced is not sent again', async () => {
    const { classId, quizId, teacher, student } = await aLinkedClass();
    platform.gradebook.available = false;
    const first = await aClosedAttempt(db(), quizId, student.id);
    await refusedOnce(first.id);
    await aClosedAttempt(db(), quizId, student.id);
    const replaced = await rowOf(first.id);
    platform.gradebook.available = true;
    const answer = await callAs(
      server,
      teacher,
      'POST',
      apiPath('classScoreResend', { classId, scoreId: replaced!.id }),
    );
    expect(answer.statusCode).toBe(409);
  });
});
