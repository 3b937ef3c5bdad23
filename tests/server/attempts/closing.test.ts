import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_GRACE_SECONDS, ErrorCode } from '../../../contract';
import type { DatabaseConnection } from '../../../server/db/client';
import { loadAnswers } from '../../../server/repositories/attempts';
import { badgesHeld, pointsByReason } from '../../../server/repositories/progress';
import { closeIfOverdue } from '../../../server/services/attempts/close-attempt';
import { attemptEarnings } from '../../../server/services/progress/attempt-earnings';
import { saveAnswer } from '../../../server/services/attempts/save-answer';
import { submitAttempt } from '../../../server/services/attempts/submit-attempt';
import { closeOverdueAttempts } from '../../../server/services/attempts/sweep';
import { aClosedAttempt, anAttemptInProgress } from '../helpers/attempt-builders';
import { createUser } from '../helpers/auth-fixtures';
import { aClass, aQuestion, aQuiz, aTopic } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';

const RIGHT = 0;
const WRONG = 1;
const startedAt = new Date('2026-05-04T10:00:00Z');
/** A moment `seconds` after the deadline of a 5-minute attempt started at `startedAt`. */
const afterDeadline = (seconds: number) => new Date(startedAt.getTime() + (300 + seconds) * 1000);
const overdue = afterDeadline(ANSWER_GRACE_SECONDS + 1);

let connection: DatabaseConnection;
let classId: number;
let quizId: number;
let untimedQuizId: number;

beforeAll(async () => {
  connection = await createTestDatabase();
  classId = await aClass(connection.db);
  const topicId = await aTopic(connection.db, classId);
  const questionIds = [
    await aQuestion(connection.db, classId, topicId),
    await aQuestion(connection.db, classId, topicId),
    await aQuestion(connection.db, classId, topicId, {
      multiple_response: true,
      choices: [
        { text: 'Right', correct: true },
        { text: 'Also right', correct: true },
        { text: 'Wrong', correct: false },
      ],
    }),
  ];
  const fixed = {
    selection: 'fixed' as const,
    question_ids: questionIds,
    status: 'published' as const,
    shuffle_questions: false,
    shuffle_choices: false,
  };
  quizId = await aQuiz(connection.db, classId, topicId, { ...fixed, time_limit_minutes: 5 });
  untimedQuizId = await aQuiz(connection.db, classId, topicId, fixed);
});
afterAll(() => connection.close());

const aStudentsAttempt = async (answers: (number[] | null)[] = [], quiz = quizId) => {
  const student = await createUser(connection.db);
  return anAttemptInProgress(connection.db, quiz, student.id, { startedAt, answers });
};

describe('closing an attempt whose time ran out', () => {
  it('leaves an attempt in time as it is', async () => {
    const attempt = await aStudentsAttempt();
    const current = await closeIfOverdue(connection.db, attempt, afterDeadline(0));
    expect(current).toEqual(attempt);
  });

  it('closes an overdue one as it stood at its deadline, counting the answers saved in time', async () => {
    const attempt = await aStudentsAttempt([[RIGHT], [WRONG]]);
    const current = await closeIfOverdue(connection.db, attempt, overdue);
    expect(current).toMatchObject({
      status: 'expired',
      submittedAt: attempt.deadlineAt,
      correctCount: 1,
      scorePercent: 33,
    });
  });

  it('leaves an attempt without a deadline open however late', async () => {
    const attempt = await aStudentsAttempt([], untimedQuizId);
    const current = await closeIfOverdue(connection.db, attempt, new Date('2027-01-01T00:00:00Z'));
    expect(current.status).toBe('open');
  });

  it('the sweep closes the overdue attempts nobody looks at', async () => {
    const attempt = await aStudentsAttempt([[RIGHT]]);
    expect(await closeOverdueAttempts(connection.db, overdue)).toBeGreaterThanOrEqual(1);
    expect(await closeIfOverdue(connection.db, attempt, overdue)).toMatchObject({
      status: 'expired',
      correctCount: 1,
    });
  });

  it('a save after the grace closes the attempt and is refused as too late', async () => {
    const attempt = await aStudentsAttempt();
    await expect(
      saveAnswer(connection.db, attempt, 1, { choice_ids: [RIGHT], client_seq: 1 }, overdue),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: ErrorCode.ANSWER_TOO_LATE });
    expect((await closeIfOverdue(connection.db, attempt, overdue)).status).toBe('expired');
  });
});

describe('submitting', () => {
  const carried = (slot: number, choiceIds: number[]) => ({
    slot,
    choice_ids: choiceIds,
    client_seq: 2,
  });

  it('counts the answers the submit carries', async () => {
    const attempt = await aStudentsAttempt([[WRONG]]);
    const closed = await submitAttempt(
      connection.db,
      attempt,
      { answers: [carried(1, [RIGHT]), carried(2, [RIGHT]), carried(3, [0, 1])] },
      afterDeadline(-60),
    );
    expect(closed).toMatchObject({ status: 'submitted', correctCount: 3, scorePercent: 100 });
  });

  it('leaves out a carried answer that is no answer to its question, as saving refuses it', async () => {
    const attempt = await aStudentsAttempt([[WRONG]]);
    const closed = await submitAttempt(
      connection.db,
      attempt,
      { answers: [carried(1, [RIGHT, WRONG]), carried(2, [7]), carried(9, [RIGHT])] },
      afterDeadline(-60),
    );
    expect(closed).toMatchObject({ status: 'submitted', correctCount: 0 });
    const answers = await loadAnswers(connection.db, attempt.id);
    expect(answers.find((answer) => answer.slot === 1)?.choiceIds).toEqual([WRONG]);
  });

  it('after the grace, closes the attempt as it stood at the deadline', async () => {
    const attempt = await aStudentsAttempt([[RIGHT]]);
    const closed = await submitAttempt(
      connection.db,
      attempt,
      { answers: [carried(2, [RIGHT])] },
      overdue,
    );
    expect(closed).toMatchObject({
      status: 'expired',
      correctCount: 1,
      submittedAt: attempt.deadlineAt,
    });
  });

  it('is idempotent: a closed attempt stays as it closed', async () => {
    const attempt = await aStudentsAttempt([[RIGHT]]);
    const first = await submitAttempt(connection.db, attempt, {}, afterDeadline(-60));
    const again = await submitAttempt(
      connection.db,
      first,
      { answers: [carried(2, [RIGHT])] },
      afterDeadline(-30),
    );
    expect(again).toEqual(first);
  });
});

describe('what a closed attempt earns', () => {
  it('points for completing it and each right answer, and the first-quiz badge', async () => {
    const student = await createUser(connection.db);
    await aClosedAttempt(connection.db, untimedQuizId, student.id, {
      startedAt,
      answers: [[RIGHT], [RIGHT], [0, 2]],
    });
    expect(await pointsByReason(connection.db, classId, student.id)).toEqual(
      expect.arrayContaining([
        { reason: 'quiz_completed', points: 20 },
        { reason: 'correct_answer', points: 20 },
      ]),
    );
    const badges = await badgesHeld(connection.db, classId, student.id);
    expect(badges.map((badge) => badge.kind)).toEqual(['first_quiz']);
  });

  it("tells an attempt's own points and badges apart from another attempt's", async () => {
    const student = await createUser(connection.db);
    const first = await aClosedAttempt(connection.db, untimedQuizId, student.id, {
      startedAt,
      answers: [[RIGHT], [WRONG], [2]],
    });
    const second = await aClosedAttempt(connection.db, untimedQuizId, student.id, {
      startedAt: new Date(startedAt.getTime() + 3_600_000),
      answers: [[RIGHT], [RIGHT], [0, 1]],
    });
    expect(await attemptEarnings(connection.db, first)).toEqual({
      points: [
        { reason: 'quiz_completed', points: 20 },
        { reason: 'correct_answer', points: 10 },
      ],
      badges: ['first_quiz'],
    });
    expect(await attemptEarnings(connection.db, second)).toEqual({
      points: [
        { reason: 'quiz_completed', points: 20 },
        { reason: 'correct_answer', points: 30 },
      ],
      badges: [],
    });
  });
});
