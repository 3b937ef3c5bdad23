import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  type AttemptResult,
  type AttemptReview,
  type AttemptView,
  type ClassQuizList,
} from '../../contract';
import { aClassWithAFinalExam } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { quizTakingSession, RIGHT, WRONG, type User } from './helpers/quiz-taking-session';

const session = await quizTakingSession();
const { t, classId, teacher, aStudentOf, call, fixedQuiz, start, view, save, submit } = session;
afterAll(() => t.close());

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
  let finalQuizId: number;

  beforeAll(async () => {
    ({ classId: finalClass } = await aClassWithAFinalExam(t.db, {
      pass_mark: 80,
      attempts_allowed: 1,
      cooldown_hours: 0,
      review: 'score',
    }));
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
});
