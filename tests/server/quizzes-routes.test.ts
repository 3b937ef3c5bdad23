import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ErrorCode,
  FIXED_QUIZ_KIND_MESSAGE,
  NOT_ENOUGH_QUESTIONS_MESSAGE,
  NOT_PUBLISHED_QUESTION_MESSAGE,
  type ClassSummary,
  type Quiz,
  type QuizPage,
} from '../../contract';
import { aQuestion, aQuiz, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { schoolSession } from './helpers/school-session';

let s: Awaited<ReturnType<typeof schoolSession>>;
let classA: number;
let topicId: number;
let published: number[];
let draft: number;
beforeAll(async () => {
  s = await schoolSession();
  classA = s.school.classA;
  topicId = await aTopic(s.db, classA);
  published = [await aQuestion(s.db, classA, topicId), await aQuestion(s.db, classA, topicId)];
  draft = await aQuestion(s.db, classA, topicId, { status: 'draft' });
});
afterAll(() => s.t.close());

const topicQuizzes = () => apiPath('topicQuizzes', { classId: classA, topicId });
const quizPath = (quizId: number) => apiPath('classQuiz', { classId: classA, quizId });

describe('quizzes: authoring', () => {
  it('makes a fixed quiz from published questions with the defaults', async () => {
    const response = await s.call('POST', topicQuizzes(), 'teacher', {
      title: 'Weather basics',
      selection: 'fixed',
      question_ids: published,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'practice',
      topic_id: topicId,
      question_ids: published,
      random_count: null,
      time_limit_minutes: null,
      pass_mark: 70,
      shuffle_questions: true,
      shuffle_choices: true,
      explanation_mode: 'immediate',
      status: 'draft',
    });
  });

  it('refuses a draft question in a fixed quiz', async () => {
    const body = expectError(
      await s.call('POST', topicQuizzes(), 'teacher', {
        title: 'Q',
        selection: 'fixed',
        question_ids: [draft],
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
      NOT_PUBLISHED_QUESTION_MESSAGE,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.question_ids');
  });

  it('refuses to publish a random quiz drawing more than the topic has', async () => {
    expectError(
      await s.call('POST', topicQuizzes(), 'teacher', {
        title: 'Too many',
        selection: 'random',
        random_count: 3,
        status: 'published',
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
      NOT_ENOUGH_QUESTIONS_MESSAGE,
    );
  });

  it('answers 422 with fields for a bad pass mark and time limit', async () => {
    const body = expectError(
      await s.call('POST', topicQuizzes(), 'teacher', {
        title: 'Bad',
        selection: 'random',
        random_count: 1,
        pass_mark: 120,
        time_limit_minutes: 0,
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.map((field) => field.path).sort()).toEqual([
      'body.pass_mark',
      'body.time_limit_minutes',
    ]);
  });

  it('edits a quiz', async () => {
    const quizId = await aQuiz(s.db, classA, topicId);
    const response = await s.call('PUT', quizPath(quizId), 'teacher', {
      title: 'Renamed',
      selection: 'random',
      random_count: 2,
      time_limit_minutes: 30,
      explanation_mode: 'immediate',
      status: 'published',
    });
    expect(response.json()).toMatchObject({
      title: 'Renamed',
      random_count: 2,
      time_limit_minutes: 30,
      explanation_mode: 'immediate',
      status: 'published',
    });
  });

  it('deletes a practice quiz', async () => {
    const quizId = await aQuiz(s.db, classA, topicId);
    expect((await s.call('DELETE', quizPath(quizId), 'teacher')).statusCode).toBe(204);
  });

  it.each([
    ['student', ErrorCode.FORBIDDEN],
    ['otherTeacher', ErrorCode.FORBIDDEN],
    ['impersonating', ErrorCode.IMPERSONATION_READ_ONLY],
  ] as const)('refuses %s', async (caller, code) => {
    expectError(
      await s.call('POST', topicQuizzes(), caller, {
        title: 'X',
        selection: 'random',
        random_count: 1,
      }),
      403,
      code,
    );
  });
});

describe('quizzes: the class’s final and drill quizzes', () => {
  it('are made with the class', async () => {
    const created = await s.call('POST', apiPath('classes'), 'superuser', { name: 'New class' });
    const classId = (created.json() as ClassSummary).id;
    const page = (
      await s.call('GET', apiPath('classQuizzes', { classId }), 'superuser')
    ).json() as QuizPage;
    expect(page.items.map((quiz) => [quiz.kind, quiz.topic_id, quiz.selection])).toEqual([
      ['final', null, 'random'],
      ['drill', null, 'random'],
    ]);
  });

  it('are not edited or deleted here', async () => {
    const created = await s.call('POST', apiPath('classes'), 'superuser', {
      name: 'Another class',
    });
    const classId = (created.json() as ClassSummary).id;
    const page = (
      await s.call('GET', apiPath('classQuizzes', { classId }), 'superuser')
    ).json() as QuizPage;
    const finalQuiz = page.items[0] as Quiz;
    expectError(
      await s.call('DELETE', apiPath('classQuiz', { classId, quizId: finalQuiz.id }), 'superuser'),
      409,
      ErrorCode.CONFLICT,
      FIXED_QUIZ_KIND_MESSAGE,
    );
  });
});

describe('quizzes: what students see', () => {
  it('lists only published quizzes whose questions are published', async () => {
    const ownTopic = await aTopic(s.db, classA);
    const question = await aQuestion(s.db, classA, ownTopic);
    const visible = await aQuiz(s.db, classA, ownTopic, { status: 'published' });
    await aQuiz(s.db, classA, ownTopic);
    const fixed = await aQuiz(s.db, classA, ownTopic, {
      status: 'published',
      selection: 'fixed',
      question_ids: [question],
    });
    await s.call('POST', apiPath('classQuestionsBulk', { classId: classA }), 'teacher', {
      action: 'retire',
      question_ids: [question],
    });
    await aQuestion(s.db, classA, ownTopic);
    const url = apiPath('topicQuizzes', { classId: classA, topicId: ownTopic });
    const studentPage = (await s.call('GET', url, 'student')).json() as QuizPage;
    expect(studentPage.items.map((quiz) => quiz.id)).toEqual([visible]);
    const teacherPage = (await s.call('GET', url, 'teacher')).json() as QuizPage;
    expect(teacherPage.total).toBe(3);
    expectError(await s.call('GET', quizPath(fixed), 'student'), 404, ErrorCode.NOT_FOUND);
  });

  it('refuses a teacher of another class', async () => {
    expectError(await s.call('GET', topicQuizzes(), 'otherTeacher'), 403, ErrorCode.FORBIDDEN);
  });
});
