import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../../server/db/client';
import { ltiResourceLinks, ltiScoreOutbox } from '../../../server/db/schema';
import { MAX_SCORE_TRIES, retryDelayMs } from '../../../server/course-platforms/lti/grades/backoff';
import { CLAIM_LEASE_MS, claimDueScores } from '../../../server/course-platforms/lti/grades/outbox';
import { sendDueScores } from '../../../server/course-platforms/lti/grades/send-scores';
import type { LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { ServiceTokens } from '../../../server/course-platforms/lti/service-token';
import { closeAttempt } from '../../../server/services/attempts/close-attempt';
import { closeOverdueAttempts } from '../../../server/services/attempts/sweep';
import { aClosedAttempt, anAttemptInProgress } from '../helpers/attempt-builders';
import { createUser, grantRole } from '../helpers/auth-fixtures';
import { aQuiz } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';
import { Role } from '../../../contract';
import type { FakePlatform } from './fake-platform';
import {
  aPlacedQuiz,
  aRegisteredPlatform,
  anLtiContext,
  anLtiStudent,
  aQuizPlacedInACourse,
  type LtiContextRow,
} from './lti-builders';

const RIGHT = 0;
const WRONG = 1;
const COURSE = '2';

let connection: DatabaseConnection;
let platform: FakePlatform;
let registration: LtiPlatform;

beforeAll(async () => {
  connection = await createTestDatabase();
  ({ platform, registration } = await aRegisteredPlatform(connection.db));
});
afterAll(async () => {
  await platform.close();
  await connection.close();
});
beforeEach(() => {
  platform.gradebook.available = true;
});

const db = () => connection.db;
const sending = () => ({ db: db(), tokens: new ServiceTokens(db()) });

/** A class with a timed three-question quiz placed in a Moodle course, and a student who launched. */
async function aPlacedQuizSetUp(options: { column?: boolean } = {}) {
  const placed = await aQuizPlacedInACourse(db(), registration, platform, {
    course: COURSE,
    timeLimitMinutes: 5,
    ...options,
  });
  const student = await anLtiStudent(db(), registration, placed.classId);
  return { ...placed, student };
}

const outboxOf = (attemptId: number) =>
  db().select().from(ltiScoreOutbox).where(eq(ltiScoreOutbox.attemptId, attemptId));

async function onlyRowOf(attemptId: number) {
  const rows = await outboxOf(attemptId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('a closed attempt of a placed quiz is queued for the gradebook', () => {
  it("when submitted: the student's sub on that platform, correct of asked, completed and fully graded", async () => {
    const { quizId, link, student } = await aPlacedQuizSetUp();
    const attempt = await aClosedAttempt(db(), quizId, student.id, {
      answers: [[RIGHT], [RIGHT], [WRONG]],
    });
    const row = await onlyRowOf(attempt.id);
    expect(row).toMatchObject({ resourceLinkId: link.id, userId: student.id, status: 'pending' });
    expect(row.score).toEqual({
      userId: student.ltiSubject,
      scoreGiven: 2,
      scoreMaximum: 3,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: attempt.submittedAt!.toISOString(),
    });
  });

  it('when closed at its deadline by the sweep', async () => {
    const { quizId, student } = await aPlacedQuizSetUp();
    const startedAt = new Date(Date.now() - 60 * 60_000);
    const attempt = await anAttemptInProgress(db(), quizId, student.id, {
      startedAt,
      answers: [[RIGHT]],
    });
    await closeOverdueAttempts(db(), new Date());
    expect((await onlyRowOf(attempt.id)).score).toMatchObject({ scoreGiven: 1, scoreMaximum: 3 });
  });

  it('in the transaction that closes it: nothing is queued when that transaction rolls back', async () => {
    const { quizId, student } = await aPlacedQuizSetUp();
    const open = await anAttemptInProgress(db(), quizId, student.id);
    await expect(
      db().transaction(async (tx) => {
        await closeAttempt(tx, open, 'submitted', new Date());
        throw new Error('something after the close failed');
      }),
    ).rejects.toThrow('something after the close failed');
    expect(await outboxOf(open.id)).toEqual([]);
  });

  it('once per link: a quiz placed in two courses of the class goes to both', async () => {
    const { classId, quizId, student } = await aPlacedQuizSetUp();
    const otherCourse: LtiContextRow = await anLtiContext(db(), registration, classId);
    const second = await aPlacedQuiz(db(), otherCourse, quizId);
    const attempt = await aClosedAttempt(db(), quizId, student.id);
    const rows = await outboxOf(attempt.id);
    expect(rows.map((row) => row.resourceLinkId)).toContain(second.id);
    expect(rows).toHaveLength(2);
  });

  it('not for a quiz not placed, nor for a student who never launched from that platform', async () => {
    const { classId, topicId, quizId } = await aPlacedQuizSetUp();
    const student = await anLtiStudent(db(), registration, classId);
    const notPlaced = await aQuiz(db(), classId, topicId, { status: 'published' });
    expect(await outboxOf((await aClosedAttempt(db(), notPlaced, student.id)).id)).toEqual([]);
    const signedInOtherwise = await createUser(db());
    await grantRole(db(), signedInOtherwise.id, Role.STUDENT, classId);
    const attempt = await aClosedAttempt(db(), quizId, signedInOtherwise.id);
    expect(await outboxOf(attempt.id)).toEqual([]);
  });

  it("a newer attempt's score replaces one still waiting, with a later timestamp", async () => {
    const { quizId, student } = await aPlacedQuizSetUp();
    const at = new Date();
    const first = await aClosedAttempt(db(), quizId, student.id, { startedAt: at });
    const second = await aClosedAttempt(db(), quizId, student.id, { startedAt: at });
    const [older, newer] = [await onlyRowOf(first.id), await onlyRowOf(second.id)];
    expect(older.status).toBe('superseded');
    expect(newer.status).toBe('pending');
    expect(Date.parse(newer.score.timestamp as string)).toBe(at.getTime() + 1);
  });
});

describe('the sender posts queued scores to the line item', () => {
  it("to the link's line item with the score media type, Moodle's query string kept", async () => {
    const { quizId, column, student } = await aPlacedQuizSetUp();
    const attempt = await aClosedAttempt(db(), quizId, student.id, {
      answers: [[RIGHT], [RIGHT], [RIGHT]],
    });
    const now = new Date();
    await sendDueScores(sending(), now);
    expect(platform.gradebook.scoreOf(column!.id, student.ltiSubject)).toMatchObject({
      scoreGiven: 3,
      scoreMaximum: 3,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    expect(platform.received).toContainEqual({
      method: 'POST',
      url: `/mod/lti/services.php/${COURSE}/lineitems/${column!.itemId}/lineitem/scores?type_id=1`,
      contentType: 'application/vnd.ims.lis.v1.score+json',
    });
    expect(await onlyRowOf(attempt.id)).toMatchObject({ status: 'sent', sentAt: now, tries: 1 });
  });

  it('each later score of a student reaches the gradebook (timestamps strictly increase)', async () => {
    const { quizId, column, student } = await aPlacedQuizSetUp();
    const at = new Date();
    await aClosedAttempt(db(), quizId, student.id, { startedAt: at, answers: [[WRONG]] });
    await sendDueScores(sending(), new Date());
    await aClosedAttempt(db(), quizId, student.id, { startedAt: at, answers: [[RIGHT], [RIGHT]] });
    await sendDueScores(sending(), new Date());
    expect(platform.gradebook.scoreOf(column!.id, student.ltiSubject)?.scoreGiven).toBe(2);
  });

  it("finds the platform's column for a link whose launch named none, and keeps it", async () => {
    const { quizId, link, student } = await aPlacedQuizSetUp({ column: false });
    const column = platform.gradebook.addLineItem({
      course: COURSE,
      label: 'Made by the teacher',
      scoreMaximum: 10,
      resourceLinkId: link.resourceLinkId,
    });
    await aClosedAttempt(db(), quizId, student.id, { answers: [[RIGHT]] });
    await sendDueScores(sending(), new Date());
    expect(platform.gradebook.scoreOf(column.id, student.ltiSubject)?.scoreGiven).toBe(1);
    const [stored] = await db()
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.id, link.id));
    expect(stored?.lineItemUrl).toBe(column.id);
  });

  it('creates the column when the platform has none for the link, once', async () => {
    const { quizId, link, student } = await aPlacedQuizSetUp({ column: false });
    const columnsBefore = platform.gradebook.lineItems.length;
    await aClosedAttempt(db(), quizId, student.id, { answers: [[RIGHT]] });
    await sendDueScores(sending(), new Date());
    await aClosedAttempt(db(), quizId, student.id, { answers: [[RIGHT], [RIGHT]] });
    await sendDueScores(sending(), new Date());
    expect(platform.gradebook.lineItems).toHaveLength(columnsBefore + 1);
    const created = platform.gradebook.lineItems.at(-1)!;
    expect(created).toMatchObject({
      label: 'Airspace quiz',
      scoreMaximum: 100,
      resourceLinkId: link.resourceLinkId,
      resourceId: `quiz:${quizId}`,
    });
    expect(created.id).toMatch(/\/lineitem\?type_id=1$/);
    expect(platform.gradebook.scoreOf(created.id, student.ltiSubject)?.scoreGiven).toBe(2);
  });

  it('asks for a new token once when the platform refuses the one it holds (401)', async () => {
    const { quizId, column, student } = await aPlacedQuizSetUp();
    const tokens = new ServiceTokens(db());
    await aClosedAttempt(db(), quizId, student.id);
    await sendDueScores({ db: db(), tokens }, new Date());
    platform.issuedTokens.clear();
    await aClosedAttempt(db(), quizId, student.id, { answers: [[RIGHT]] });
    await sendDueScores({ db: db(), tokens }, new Date());
    expect(platform.gradebook.scoreOf(column!.id, student.ltiSubject)?.scoreGiven).toBe(1);
  });
});

describe('a platform outage loses no score', () => {
  it('the score waits with the reason, is tried again after 30 s, and is sent once the platform is back', async () => {
    const { quizId, column, student } = await aPlacedQuizSetUp();
    const attempt = await aClosedAttempt(db(), quizId, student.id, { answers: [[RIGHT]] });
    const t0 = new Date();
    platform.gradebook.available = false;
    await sendDueScores(sending(), t0);
    expect(await onlyRowOf(attempt.id)).toMatchObject({
      status: 'pending',
      tries: 1,
      lastError: expect.stringContaining('503'),
      nextTryAt: new Date(t0.getTime() + 30_000),
    });
    platform.gradebook.available = true;
    await sendDueScores(sending(), new Date(t0.getTime() + 29_999));
    expect((await onlyRowOf(attempt.id)).status).toBe('pending');
    await sendDueScores(sending(), new Date(t0.getTime() + 30_000));
    expect(await onlyRowOf(attempt.id)).toMatchObject({ status: 'sent', lastError: null });
    expect(platform.gradebook.scoreOf(column!.id, student.ltiSubject)?.scoreGiven).toBe(1);
  });

  it('waits twice as long after each failure, and gives up after the last try', async () => {
    const { quizId, student } = await aPlacedQuizSetUp();
    const attempt = await aClosedAttempt(db(), quizId, student.id);
    platform.gradebook.available = false;
    let now = new Date();
    const waits: number[] = [];
    for (let tries = 1; tries <= MAX_SCORE_TRIES; tries += 1) {
      await sendDueScores(sending(), now);
      const row = await onlyRowOf(attempt.id);
      expect(row.tries).toBe(tries);
      waits.push(row.nextTryAt.getTime() - now.getTime());
      now = row.nextTryAt;
    }
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(60 * 60_000);
    expect(await onlyRowOf(attempt.id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('503'),
    });
    await sendDueScores(sending(), new Date(now.getTime() + 24 * 60 * 60_000));
    expect((await onlyRowOf(attempt.id)).tries).toBe(MAX_SCORE_TRIES);
  });

  it('the backoff doubles from 30 s and stops growing at an hour', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('a score taken by a sender that stopped mid-send is tried again after its lease', async () => {
    const { quizId, column, student } = await aPlacedQuizSetUp();
    await aClosedAttempt(db(), quizId, student.id, { answers: [[RIGHT]] });
    const t0 = new Date();
    // The first sender takes it and never comes back (its process died).
    const taken = await claimDueScores(db(), t0);
    expect(taken.length).toBeGreaterThan(0);
    expect(await sendDueScores(sending(), new Date(t0.getTime() + CLAIM_LEASE_MS - 1))).toBe(0);
    expect(await sendDueScores(sending(), new Date(t0.getTime() + CLAIM_LEASE_MS))).toBe(
      taken.length,
    );
    expect(platform.gradebook.scoreOf(column!.id, student.ltiSubject)?.scoreGiven).toBe(1);
  });
});
