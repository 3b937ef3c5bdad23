import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_THINK_MS, questionInputSchema, Role } from '../../contract';
import { missedQuestionReviews, missedQuestionStates } from '../../server/db/schema';
import {
  questionFieldsOf,
  updateQuestions,
  writeQuestion,
} from '../../server/repositories/questions';
import { answerMissedQuestion } from '../../server/services/missed-questions/answer';
import { loadMissedSession } from '../../server/services/missed-questions/load-session';
import { missedQueueSizes } from '../../server/services/missed-questions/queue-queries';
import { ratingOf } from '../../server/services/missed-questions/queue-rules';
import { createClassRow, createUser, grantRole } from './helpers/auth-fixtures';
import { aClosedAttempt } from './helpers/attempt-builders';
import { aQuestion, aQuiz, aTopic } from './helpers/builders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const RIGHT = [0];
const WRONG = [1];
let serial = 0;
const reviewId = () => `answer-${(serial += 1)}`;

/** A student of a class whose fixed quiz has `count` questions (choice 0 right, 1 wrong). */
async function aStudentWithAQuiz(count = 2) {
  const classId = await createClassRow(t.db);
  const topicId = await aTopic(t.db, classId);
  const questionIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    questionIds.push(await aQuestion(t.db, classId, topicId));
  }
  const quizId = await aQuiz(t.db, classId, topicId, {
    selection: 'fixed',
    question_ids: questionIds,
    random_count: null,
    shuffle_questions: false,
  });
  const student = await createUser(t.db);
  await grantRole(t.db, student.id, Role.STUDENT, classId);
  return { classId, topicId, questionIds, quizId, userId: student.id };
}
type Setup = Awaited<ReturnType<typeof aStudentWithAQuiz>>;

const sessionAt = (setup: Setup, now: Date) =>
  loadMissedSession(t.db, { userId: setup.userId, classId: setup.classId, now });

const answer = (setup: Setup, questionId: number, choiceIds: number[], now: Date, more = {}) =>
  answerMissedQuestion(t.db, {
    userId: setup.userId,
    classId: setup.classId,
    questionId,
    reviewId: reviewId(),
    version: 1,
    choiceIds,
    now,
    ...more,
  });

describe('entering the queue', () => {
  it('takes a missed question in, not a right one nor an unanswered one', async () => {
    const setup = await aStudentWithAQuiz(3);
    const closedAt = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, {
      answers: [WRONG, RIGHT, null],
      startedAt: closedAt,
    });
    const session = await sessionAt(setup, closedAt);
    expect(session.questions.map((q) => q.question_id)).toEqual([setup.questionIds[0]]);
    expect(session.counts).toMatchObject({ due: 1, queued: 1 });
  });

  it('sends the choices without saying which is right', async () => {
    const setup = await aStudentWithAQuiz(1);
    const now = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG], startedAt: now });
    const [question] = (await sessionAt(setup, now)).questions;
    expect(question?.choices.map((choice) => choice.id).sort()).toEqual([0, 1]);
    expect(JSON.stringify(question)).not.toContain('"correct"');
  });
});

describe('rating from the answer', () => {
  it('rates wrong Again, right Good, right after a long think Hard', () => {
    expect(ratingOf(false, 1_000)).toBe(1);
    expect(ratingOf(true, 1_000)).toBe(3);
    expect(ratingOf(true, undefined)).toBe(3);
    expect(ratingOf(true, LONG_THINK_MS)).toBe(3);
    expect(ratingOf(true, LONG_THINK_MS + 1)).toBe(2);
    expect(ratingOf(false, LONG_THINK_MS + 1)).toBe(1);
  });

  it('grades on the server and logs the review with the FSRS fields', async () => {
    const setup = await aStudentWithAQuiz(1);
    const now = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG], startedAt: now });
    const questionId = setup.questionIds[0] ?? 0;
    const result = await answer(setup, questionId, RIGHT, now, { durationMs: LONG_THINK_MS + 5 });
    expect(result).toMatchObject({ correct: true, rating: 2, correct_choice_ids: [0] });
    const [log] = await t.db
      .select()
      .from(missedQuestionReviews)
      .where(eq(missedQuestionReviews.userId, setup.userId));
    expect(log).toMatchObject({ questionId, rating: 2, stateBefore: 0, correct: true, version: 1 });
    expect(log?.dueAfter.getTime()).toBeGreaterThan(now.getTime());
  });

  it('rates an answer given offline, and sent a day later, from when it was given', async () => {
    const setup = await aStudentWithAQuiz(1);
    const missedAt = new Date('2026-05-04T09:00:00Z');
    await aClosedAttempt(t.db, setup.quizId, setup.userId, {
      answers: [WRONG],
      startedAt: missedAt,
    });
    const questionId = setup.questionIds[0] ?? 0;
    const given = new Date(missedAt.getTime() + 60 * 60_000);
    const sent = new Date(given.getTime() + DAY);
    const result = await answer(setup, questionId, WRONG, sent, { reviewedAt: given });
    const [log] = await t.db
      .select()
      .from(missedQuestionReviews)
      .where(eq(missedQuestionReviews.userId, setup.userId));
    expect(log?.reviewedAt).toEqual(given);
    expect(Date.parse(result.schedule!.due_at)).toBeLessThan(sent.getTime());
  });

  it('refuses an answer before the question is due, and a choice it does not have', async () => {
    const setup = await aStudentWithAQuiz(1);
    const now = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG], startedAt: now });
    const questionId = setup.questionIds[0] ?? 0;
    await expect(answer(setup, questionId, [5], now)).rejects.toMatchObject({ statusCode: 422 });
    await answer(setup, questionId, RIGHT, now);
    await expect(answer(setup, questionId, RIGHT, now)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

describe('leaving the queue', () => {
  /** Answers the question at each of its next three dues. */
  async function answerAtDues(setup: Setup, questionId: number, choices: number[][]) {
    let now = new Date();
    const results = [];
    for (const choiceIds of choices) {
      const [due] = (await sessionAt(setup, new Date(now.getTime() + 400 * DAY))).questions;
      now = new Date(due?.schedule.due_at ?? now);
      results.push(await answer(setup, questionId, choiceIds, now));
    }
    return results;
  }

  it('leaves after three right answers at due reviews in a row', async () => {
    const setup = await aStudentWithAQuiz(1);
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG] });
    const questionId = setup.questionIds[0] ?? 0;
    const results = await answerAtDues(setup, questionId, [RIGHT, RIGHT, RIGHT]);
    expect(results.map((r) => [r.right_streak, r.left_queue])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect((await sessionAt(setup, new Date(Date.now() + 999 * DAY))).counts.queued).toBe(0);
  });

  it('starts the run again after a wrong answer', async () => {
    const setup = await aStudentWithAQuiz(1);
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG] });
    const questionId = setup.questionIds[0] ?? 0;
    const results = await answerAtDues(setup, questionId, [RIGHT, RIGHT, WRONG]);
    expect(results.map((r) => r.right_streak)).toEqual([1, 2, 0]);
    expect(results[2]).toMatchObject({ left_queue: false, rating: 1 });
  });

  it('drops a retired question from the queue and its counts', async () => {
    const setup = await aStudentWithAQuiz(2);
    const now = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, {
      answers: [WRONG, WRONG],
      startedAt: now,
    });
    const [retired, kept] = setup.questionIds;
    await updateQuestions(t.db, setup.classId, [retired ?? 0], { status: 'retired' });
    const session = await sessionAt(setup, now);
    expect(session.questions.map((q) => q.question_id)).toEqual([kept]);
    expect(session.counts.queued).toBe(1);
    expect((await missedQueueSizes(t.db, setup.classId)).get(setup.userId)).toBe(1);
    await expect(answer(setup, retired ?? 0, RIGHT, now)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('asks a new version in place of the old one, once', async () => {
    const setup = await aStudentWithAQuiz(1);
    const now = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG], startedAt: now });
    const questionId = setup.questionIds[0] ?? 0;
    const edited = questionFieldsOf(
      questionInputSchema.parse({
        topic_id: setup.topicId,
        stem: 'The reworded question',
        choices: [
          { text: 'Still wrong', correct: false },
          { text: 'Now right', correct: true },
          { text: 'Also wrong', correct: false },
        ],
        status: 'published',
      }),
    );
    expect(await writeQuestion(t.db, setup.classId, questionId, edited)).toBe(2);
    const session = await sessionAt(setup, now);
    expect(session.questions).toHaveLength(1);
    expect(session.questions[0]).toMatchObject({ version: 2, stem: 'The reworded question' });
    await expect(answer(setup, questionId, [1], now)).rejects.toMatchObject({ statusCode: 409 });
    const result = await answer(setup, questionId, [1], now, { version: 2 });
    expect(result).toMatchObject({ correct: true, correct_choice_ids: [1] });
  });

  it('keeps one schedule per student and question when it is missed again', async () => {
    const setup = await aStudentWithAQuiz(1);
    const now = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG], startedAt: now });
    await answer(setup, setup.questionIds[0] ?? 0, RIGHT, now);
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG], startedAt: now });
    const rows = await t.db
      .select()
      .from(missedQuestionStates)
      .where(
        and(
          eq(missedQuestionStates.userId, setup.userId),
          eq(missedQuestionStates.classId, setup.classId),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rightStreak).toBe(0);
  });

  it('answers a repeated review id as before and writes nothing', async () => {
    const setup = await aStudentWithAQuiz(1);
    const now = new Date();
    await aClosedAttempt(t.db, setup.quizId, setup.userId, { answers: [WRONG], startedAt: now });
    const questionId = setup.questionIds[0] ?? 0;
    const request = {
      userId: setup.userId,
      classId: setup.classId,
      questionId,
      reviewId: 'same',
      version: 1,
      choiceIds: WRONG,
      now,
    };
    const first = await answerMissedQuestion(t.db, request);
    const again = await answerMissedQuestion(t.db, request);
    expect(again).toEqual(first);
  });
});
