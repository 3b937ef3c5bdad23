import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ANSWER_GRACE_SECONDS,
  ErrorCode,
  type AttemptResult,
  type AttemptView,
} from '../../contract';
import { questionVersions } from '../../server/db/schema';
import { expectError } from './helpers/expect-error';
import { quizTakingSession, RIGHT, WRONG } from './helpers/quiz-taking-session';

const session = await quizTakingSession();
const { t, clock, advance, topicId, questionIds, teacher, outsider, aStudentOf } = session;
const { call, fixedQuiz, start, view, save, submit } = session;
afterAll(() => t.close());

describe('starting and resuming', () => {
  it('starts an attempt: 201, the questions frozen, the deadline from the time limit', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz({ time_limit_minutes: 20 });
    const response = await start(student, quizId);
    expect(response.statusCode).toBe(201);
    const attempt = response.json() as AttemptView;
    expect(attempt.questions.map((q) => q.stem)).toEqual([
      'Question 1',
      'Question 2',
      'Question 3',
      'Question 4',
    ]);
    expect(attempt.deadline_at).toBe(new Date(clock().getTime() + 20 * 60_000).toISOString());
    expect(attempt.server_now).toBe(new Date(clock().getTime()).toISOString());
    const [version] = await t.db
      .select({ frozen: questionVersions.frozen })
      .from(questionVersions)
      .where(eq(questionVersions.questionId, questionIds[0]!));
    expect(version?.frozen).toBe(true);
  });

  it('a reload, a second tab or device resumes the same attempt: 200', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz();
    const first = (await start(student, quizId)).json() as AttemptView;
    const again = await start(student, quizId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as AttemptView).id).toBe(first.id);
  });

  it('two starts at once make one attempt', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz();
    const [a, b] = await Promise.all([start(student, quizId), start(student, quizId)]);
    expect((a.json() as AttemptView).id).toBe((b.json() as AttemptView).id);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
  });

  it('keeps the choice order it drew', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz({ shuffle_choices: true });
    const first = await view(student, quizId);
    const again = await view(student, quizId);
    expect(again.questions.map((q) => q.choices)).toEqual(first.questions.map((q) => q.choices));
  });

  it('is for students of the class only', async () => {
    const quizId = await fixedQuiz();
    expectError(await start(teacher, quizId), 403, ErrorCode.FORBIDDEN);
    expectError(await start(outsider, quizId), 403, ErrorCode.FORBIDDEN);
  });

  it('a draft quiz cannot be started', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz({ status: 'draft' });
    expectError(await start(student, quizId), 404, ErrorCode.NOT_FOUND);
  });
});

describe('nothing gives the answer away before it is locked in or submitted', () => {
  it('the attempt JSON has no correctness, explanation or reference', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz();
    const attempt = await view(student, quizId);
    await save(student, attempt.id, 1, RIGHT);
    const body = (await call(student, 'GET', `/attempts/${attempt.id}`)).body;
    expect(body).not.toMatch(/"correct/);
    expect(body).not.toMatch(/Why 1/);
    expect(body).not.toMatch(/explanation"\s*:\s*"/);
    expect(JSON.parse(body).locked_results).toEqual([]);
  });

  it('the saving answer says nothing about correctness either', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    const body = (await save(student, attempt.id, 1, WRONG)).body;
    expect(body).not.toMatch(/correct/);
  });
});

describe('saving answers', () => {
  it('stores an answer with the server’s time', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    const response = await save(student, attempt.id, 2, WRONG, { flagged: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slot: 2,
      applied: true,
      saved_at: clock().toISOString(),
    });
    const reloaded = (await call(student, 'GET', `/attempts/${attempt.id}`)).json() as AttemptView;
    expect(reloaded.answers).toEqual([
      expect.objectContaining({ slot: 2, choice_ids: [WRONG], flagged: true }),
    ]);
  });

  it('is idempotent: the same save twice changes nothing', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    const body = { choice_ids: [RIGHT], client_seq: 7 };
    await call(student, 'PUT', `/attempts/${attempt.id}/answers/1`, body);
    const again = await call(student, 'PUT', `/attempts/${attempt.id}/answers/1`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ client_seq: 7, applied: false });
  });

  it('an older save arriving late changes nothing and is no error', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    await call(student, 'PUT', `/attempts/${attempt.id}/answers/1`, {
      choice_ids: [RIGHT],
      client_seq: 5,
    });
    const late = await call(student, 'PUT', `/attempts/${attempt.id}/answers/1`, {
      choice_ids: [WRONG],
      client_seq: 4,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ applied: false, client_seq: 5 });
    const reloaded = (await call(student, 'GET', `/attempts/${attempt.id}`)).json() as AttemptView;
    expect(reloaded.answers[0]?.choice_ids).toEqual([RIGHT]);
  });

  it('refuses a choice the question does not have, and two for a single answer', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    expectError(
      await call(student, 'PUT', `/attempts/${attempt.id}/answers/1`, {
        choice_ids: [5],
        client_seq: 1,
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(
      await call(student, 'PUT', `/attempts/${attempt.id}/answers/1`, {
        choice_ids: [0, 1],
        client_seq: 2,
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('404 for a slot the attempt does not have', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    expectError(await save(student, attempt.id, 9, RIGHT), 404, ErrorCode.NOT_FOUND);
  });

  it('refuses a save after the deadline and its grace, with a clear code', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ time_limit_minutes: 1 }));
    await save(student, attempt.id, 1, RIGHT);
    advance(60_000 + (ANSWER_GRACE_SECONDS + 1) * 1000);
    expectError(await save(student, attempt.id, 2, RIGHT), 409, ErrorCode.ANSWER_TOO_LATE);
    const closed = (await call(student, 'GET', `/attempts/${attempt.id}`)).json() as AttemptView;
    expect(closed.status).toBe('expired');
  });

  it('only the student who took it saves', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    expectError(await save(teacher, attempt.id, 1, RIGHT), 403, ErrorCode.FORBIDDEN);
    const classmate = await aStudentOf();
    expectError(await save(classmate, attempt.id, 1, RIGHT), 404, ErrorCode.NOT_FOUND);
  });
});

describe('submitting', () => {
  it('grades the answers: score, pass or fail, per topic, missed objectives', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ pass_mark: 70 }));
    await save(student, attempt.id, 1, RIGHT);
    await save(student, attempt.id, 2, RIGHT);
    await save(student, attempt.id, 3, WRONG);
    advance(90_000);
    const result = (await submit(student, attempt.id)).json() as AttemptResult;
    expect(result).toMatchObject({
      score_percent: 50,
      correct_count: 2,
      question_count: 4,
      passed: false,
      pass_mark: 70,
      time_used_seconds: 90,
      topics: [{ topic_id: topicId, topic_name: 'Aerodynamics', correct: 2, total: 4 }],
      missed_learning_objectives: ['PA.I.A.K3', 'PA.I.A.K4'],
      review_available: 'everything',
      can_retake_missed: true,
      earned: {
        points: [
          { reason: 'quiz_completed', points: 20 },
          { reason: 'correct_answer', points: 20 },
        ],
        badges: ['first_quiz'],
      },
    });
  });

  it('is idempotent: a second submit answers the same result', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    await save(student, attempt.id, 1, RIGHT);
    const first = (await submit(student, attempt.id)).json() as AttemptResult;
    const second = await submit(student, attempt.id, {
      answers: [{ slot: 2, choice_ids: [RIGHT], client_seq: 99 }],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
  });

  it('refuses saves once submitted', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    await submit(student, attempt.id);
    expectError(await save(student, attempt.id, 1, RIGHT), 409, ErrorCode.ATTEMPT_CLOSED);
  });

  it('starts a new attempt after the last one was submitted', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz();
    const first = await view(student, quizId);
    await submit(student, first.id);
    const next = await start(student, quizId);
    expect(next.statusCode).toBe(201);
  });
});

describe('deadlines the server keeps', () => {
  it('closes an overdue attempt when it is read, counting the answers saved in time', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ time_limit_minutes: 5 }));
    await save(student, attempt.id, 1, RIGHT);
    advance(6 * 60_000);
    const result = await call(student, 'GET', `/attempts/${attempt.id}/result`);
    expect(result.json()).toMatchObject({ status: 'expired', correct_count: 1 });
    expect((result.json() as AttemptResult).time_used_seconds).toBe(300);
  });
});

describe('immediate mode', () => {
  it('locking answers correctness, the right choices and the explanation', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ explanation_mode: 'immediate' }));
    await save(student, attempt.id, 1, WRONG);
    const locked = await call(student, 'POST', `/attempts/${attempt.id}/answers/1/lock`);
    expect(locked.json()).toEqual({
      slot: 1,
      correct: false,
      correct_choice_ids: [RIGHT],
      explanation: 'Why 1',
      reference: '',
    });
  });

  it('a locked answer no longer changes', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ explanation_mode: 'immediate' }));
    await save(student, attempt.id, 1, WRONG);
    await call(student, 'POST', `/attempts/${attempt.id}/answers/1/lock`);
    expect((await save(student, attempt.id, 1, RIGHT)).json()).toMatchObject({ applied: false });
    const reloaded = (await call(student, 'GET', `/attempts/${attempt.id}`)).json() as AttemptView;
    expect(reloaded.answers[0]).toMatchObject({ choice_ids: [WRONG], locked: true });
    expect(reloaded.locked_results).toEqual([expect.objectContaining({ slot: 1, correct: false })]);
  });

  it('is refused when the quiz explains after submission', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ explanation_mode: 'after_submission' }));
    await save(student, attempt.id, 1, WRONG);
    expectError(
      await call(student, 'POST', `/attempts/${attempt.id}/answers/1/lock`),
      409,
      ErrorCode.CONFLICT,
    );
  });
});
