import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER_GRACE_SECONDS,
  ErrorCode,
  Role,
  type AttemptResult,
  type AttemptReview,
  type AttemptView,
  type ClassQuizList,
} from '../../contract';
import { classes, questionVersions } from '../../server/db/schema';
import { closeOverdueAttempts } from '../../server/services/attempts/sweep';
import { bearerFor, createUser, grantRole } from './helpers/auth-fixtures';
import { aClass, aQuestion, aQuiz, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A clock the tests move by hand. */
let nowMs = Date.parse('2026-05-04T10:00:00Z');
const clock = () => new Date(nowMs);
const advance = (ms: number) => (nowMs += ms);

let t: TestApp;
type User = { id: number; subject: string | null };
let teacher: User;
let outsider: User;
let classId: number;
let topicId: number;
let questionIds: number[];

async function aStudentOf(id = classId) {
  const student = await createUser(t.db, { name: 'Student' });
  await grantRole(t.db, student.id, Role.STUDENT, id);
  return student;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  classId = await aClass(t.db);
  topicId = await aTopic(t.db, classId, { name: 'Aerodynamics' });
  questionIds = [];
  for (let index = 0; index < 4; index += 1) {
    questionIds.push(
      await aQuestion(t.db, classId, topicId, {
        stem: `Question ${index + 1}`,
        choices: [
          { text: 'Right', correct: true },
          { text: 'Wrong', correct: false },
          { text: 'Also wrong', correct: false },
        ],
        explanation: `Why ${index + 1}`,
        learning_objective: `PA.I.A.K${index + 1}`,
      }),
    );
  }
  teacher = await createUser(t.db, { name: 'Teacher' });
  await grantRole(t.db, teacher.id, Role.TEACHER, classId);
  outsider = await createUser(t.db, { name: 'Outsider' });
});
afterAll(() => t.close());

const call = async (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await bearerFor(t.db, t.config, user.subject),
    ...(payload === undefined ? {} : { payload }),
  });

const fixedQuiz = (fields: Record<string, unknown> = {}) =>
  aQuiz(t.db, classId, topicId, {
    selection: 'fixed',
    question_ids: questionIds,
    status: 'published',
    shuffle_questions: false,
    ...fields,
  });

const start = (user: User, quizId: number, body: object = {}) =>
  call(user, 'POST', `/quizzes/${quizId}/attempts`, body);
const view = async (user: User, quizId: number) =>
  (await start(user, quizId)).json() as AttemptView;

/** The choice id that is right in a question (the version's first choice, position 0). */
const RIGHT = 0;
const WRONG = 1;
let seq = 0;
const save = (user: User, attemptId: number, slot: number, choice: number, extra: object = {}) =>
  call(user, 'PUT', `/attempts/${attemptId}/answers/${slot}`, {
    choice_ids: [choice],
    client_seq: (seq += 1),
    ...extra,
  });
const submit = (user: User, attemptId: number, body: object = {}) =>
  call(user, 'POST', `/attempts/${attemptId}/submit`, body);

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
    expect(attempt.deadline_at).toBe(new Date(nowMs + 20 * 60_000).toISOString());
    expect(attempt.server_now).toBe(new Date(nowMs).toISOString());
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

  it('adds the student’s extra time to the deadline', async () => {
    const student = await aStudentOf();
    await call(teacher, 'PUT', `/classes/${classId}/students/${student.id}/accommodations`, {
      extra_time_percent: 50,
      extra_time_minutes: 0,
      extra_final_attempts: 0,
    });
    const quizId = await fixedQuiz({ time_limit_minutes: 20 });
    const attempt = await view(student, quizId);
    expect(attempt.deadline_at).toBe(new Date(nowMs + 30 * 60_000).toISOString());
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

  it('takes a save within the network grace after the deadline', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ time_limit_minutes: 1 }));
    advance(60_000 + (ANSWER_GRACE_SECONDS - 5) * 1000);
    expect((await save(student, attempt.id, 1, RIGHT)).statusCode).toBe(200);
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
    });
  });

  it('counts answers carried by the submit that were not sent yet', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    const result = (
      await submit(student, attempt.id, {
        answers: [1, 2, 3, 4].map((slot) => ({ slot, choice_ids: [RIGHT], client_seq: 1 })),
      })
    ).json() as AttemptResult;
    expect(result.score_percent).toBe(100);
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

  it('the sweep closes attempts nobody looks at', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ time_limit_minutes: 5 }));
    await save(student, attempt.id, 1, RIGHT);
    advance(6 * 60_000);
    expect(await closeOverdueAttempts(t.db, clock())).toBeGreaterThanOrEqual(1);
    const reloaded = (await call(teacher, 'GET', `/attempts/${attempt.id}`)).json() as AttemptView;
    expect(reloaded.status).toBe('expired');
  });

  it('a late submit closes the attempt as it stood at the deadline', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz({ time_limit_minutes: 5 }));
    await save(student, attempt.id, 1, RIGHT);
    advance(10 * 60_000);
    const result = (
      await submit(student, attempt.id, {
        answers: [{ slot: 2, choice_ids: [RIGHT], client_seq: 50 }],
      })
    ).json() as AttemptResult;
    expect(result).toMatchObject({ status: 'expired', correct_count: 1 });
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

describe('review', () => {
  async function finishedAttempt(student: User, quizId?: number) {
    const attempt = await view(student, quizId ?? (await fixedQuiz()));
    await save(student, attempt.id, 1, RIGHT);
    await save(student, attempt.id, 2, WRONG, { flagged: true });
    await submit(student, attempt.id);
    return attempt;
  }
  const review = async (user: User, attemptId: number, filter = 'all') =>
    (
      await call(user, 'GET', `/attempts/${attemptId}/review?filter=${filter}`)
    ).json() as AttemptReview;

  it('shows every question with the answer, the right one and the explanation', async () => {
    const student = await aStudentOf();
    const attempt = await finishedAttempt(student);
    const items = (await review(student, attempt.id)).items;
    expect(items).toHaveLength(4);
    expect(items[1]).toMatchObject({
      chosen_ids: [WRONG],
      correct_choice_ids: [RIGHT],
      correct: false,
      flagged: true,
      explanation: 'Why 2',
    });
  });

  it('filters missed and flagged questions', async () => {
    const student = await aStudentOf();
    const attempt = await finishedAttempt(student);
    expect((await review(student, attempt.id, 'missed')).items.map((i) => i.slot)).toEqual([
      2, 3, 4,
    ]);
    expect((await review(student, attempt.id, 'flagged')).items.map((i) => i.slot)).toEqual([2]);
  });

  it('is not there while the attempt is open', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    expectError(
      await call(student, 'GET', `/attempts/${attempt.id}/review`),
      409,
      ErrorCode.CONFLICT,
    );
  });

  it('a teacher of the class reads it; a classmate cannot', async () => {
    const student = await aStudentOf();
    const attempt = await finishedAttempt(student);
    expect((await review(teacher, attempt.id)).items).toHaveLength(4);
    const classmate = await aStudentOf();
    expectError(
      await call(classmate, 'GET', `/attempts/${attempt.id}/review`),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('retaking the missed questions', () => {
  it('starts a new attempt of the same quiz with just those', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz();
    const attempt = await view(student, quizId);
    await save(student, attempt.id, 1, RIGHT);
    await save(student, attempt.id, 2, RIGHT);
    await submit(student, attempt.id);
    const retake = await start(student, quizId, { retake_of: attempt.id });
    expect(retake.statusCode).toBe(201);
    expect((retake.json() as AttemptView).questions.map((q) => q.stem)).toEqual([
      'Question 3',
      'Question 4',
    ]);
  });
});

describe('the class’s quiz list', () => {
  it('lists the quizzes with attempts used, best and last score and the open attempt', async () => {
    const student = await aStudentOf();
    const quizId = await fixedQuiz({ title: 'Listed quiz' });
    const first = await view(student, quizId);
    await save(student, first.id, 1, RIGHT);
    await submit(student, first.id);
    const open = await view(student, quizId);
    const list = (
      await call(student, 'GET', `/classes/${classId}/quizzes`)
    ).json() as ClassQuizList;
    expect(list.quizzes.find((quiz) => quiz.id === quizId)).toMatchObject({
      kind: 'practice',
      title: 'Listed quiz',
      topic_name: 'Aerodynamics',
      question_count: 4,
      attempts_used: 1,
      attempts_allowed: null,
      best_score: 25,
      last_score: 25,
      last_attempt_id: first.id,
      open_attempt_id: open.id,
    });
    expect(list.quizzes.map((quiz) => quiz.kind).slice(0, 2)).toEqual(['final', 'drill']);
  });
});

describe('the final exam', () => {
  let finalClass: number;
  let weightedTopics: number[];
  let finalQuizId: number;

  beforeAll(async () => {
    finalClass = await aClass(t.db);
    weightedTopics = [await aTopic(t.db, finalClass), await aTopic(t.db, finalClass)];
    for (const topic of weightedTopics) {
      for (let index = 0; index < 10; index += 1) await aQuestion(t.db, finalClass, topic);
    }
    await t.db
      .update(classes)
      .set({
        settings: {
          final_exam: {
            question_count: 10,
            time_limit_minutes: 30,
            pass_mark: 80,
            attempts_allowed: 1,
            cooldown_hours: 0,
            review: 'score',
            topic_weights: [
              { topic_id: weightedTopics[0], weight: 70 },
              { topic_id: weightedTopics[1], weight: 30 },
            ],
          },
        },
      })
      .where(eq(classes.id, finalClass));
    const list = (await call(teacher, 'GET', `/classes/${finalClass}/quizzes`)).json();
    expect(list).toBeDefined();
  });

  const finalQuiz = async (student: User) => {
    const list = (
      await call(student, 'GET', `/classes/${finalClass}/quizzes`)
    ).json() as ClassQuizList;
    finalQuizId = list.quizzes.find((quiz) => quiz.kind === 'final')!.id;
    return finalQuizId;
  };

  it('draws its questions per topic weight, timed by the settings', async () => {
    const student = await aStudentOf(finalClass);
    const attempt = await view(student, await finalQuiz(student));
    const perTopic = weightedTopics.map(
      (topic) => attempt.questions.filter((q) => q.topic_id === topic).length,
    );
    expect(perTopic).toEqual([7, 3]);
    expect(attempt.deadline_at).toBe(new Date(nowMs + 30 * 60_000).toISOString());
    expect(attempt.explanation_mode).toBe('after_submission');
  });

  it('honours the attempts allowed', async () => {
    const student = await aStudentOf(finalClass);
    const quizId = await finalQuiz(student);
    const attempt = await view(student, quizId);
    await submit(student, attempt.id);
    expectError(await start(student, quizId), 409, ErrorCode.NO_ATTEMPTS_LEFT);
  });

  it('shows only the score when the review policy says so', async () => {
    const student = await aStudentOf(finalClass);
    const attempt = await view(student, await finalQuiz(student));
    const result = (await submit(student, attempt.id)).json() as AttemptResult;
    expect(result.review_available).toBe('score_only');
    const review = (
      await call(student, 'GET', `/attempts/${attempt.id}/review`)
    ).json() as AttemptReview;
    expect(review.items).toEqual([]);
  });
});

describe('the weak-area drill', () => {
  it('tells a student with no weak topic so', async () => {
    const student = await aStudentOf();
    const list = (
      await call(student, 'GET', `/classes/${classId}/quizzes`)
    ).json() as ClassQuizList;
    const drill = list.quizzes.find((quiz) => quiz.kind === 'drill')!;
    expect(list.weak_topic_ids).toEqual([]);
    expect(drill.unavailable_reason).toMatch(/no weak topic/);
    expectError(await start(student, drill.id), 409, ErrorCode.CONFLICT);
  });

  it('draws from weak topics, the questions last answered wrongly first', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    // 1 of 4 right, 25 %: the topic is weak once 5 answers count (min_answers 5)…
    await save(student, attempt.id, 1, RIGHT);
    await submit(student, attempt.id);
    const second = await view(student, await fixedQuiz());
    await save(student, second.id, 1, RIGHT);
    await submit(student, second.id);
    const list = (
      await call(student, 'GET', `/classes/${classId}/quizzes`)
    ).json() as ClassQuizList;
    expect(list.weak_topic_ids).toEqual([topicId]);
    const drillId = list.quizzes.find((quiz) => quiz.kind === 'drill')!.id;
    const drill = await view(student, drillId);
    const wrongLast = ['Question 2', 'Question 3', 'Question 4'];
    expect(
      drill.questions
        .slice(0, 3)
        .map((q) => q.stem)
        .sort(),
    ).toEqual(wrongLast);
  });
});

describe('what a finished attempt earns', () => {
  it('points for completing it and each right answer, and the first-quiz badge', async () => {
    const student = await aStudentOf();
    const attempt = await view(student, await fixedQuiz());
    await save(student, attempt.id, 1, RIGHT);
    await save(student, attempt.id, 2, RIGHT);
    await submit(student, attempt.id);
    const progress = (
      await call(student, 'GET', `/classes/${classId}/students/${student.id}/progress`)
    ).json();
    expect(progress.points_by_reason).toEqual(
      expect.arrayContaining([
        { reason: 'quiz_completed', points: 20 },
        { reason: 'correct_answer', points: 20 },
      ]),
    );
    expect(progress.badges.map((badge: { kind: string }) => badge.kind)).toEqual(['first_quiz']);
  });
});
