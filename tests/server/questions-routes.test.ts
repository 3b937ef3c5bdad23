import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ErrorCode,
  NO_CORRECT_MESSAGE,
  OBJECTIVE_FORMAT_MESSAGE,
  SINGLE_ANSWER_MESSAGE,
  type QuestionDetail,
} from '../../contract';
import { freezeQuestionVersion } from '../../server/repositories/questions';
import { aQuestion, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { schoolSession } from './helpers/school-session';

let s: Awaited<ReturnType<typeof schoolSession>>;
let classA: number;
let topicId: number;
beforeAll(async () => {
  s = await schoolSession();
  classA = s.school.classA;
  topicId = await aTopic(s.db, classA, { name: 'Weather' });
});
afterAll(() => s.t.close());

const listPath = () => apiPath('classQuestions', { classId: classA });
const questionPath = (questionId: number) =>
  apiPath('classQuestion', { classId: classA, questionId });
const validQuestion = () => ({
  topic_id: topicId,
  stem: 'What does **METAR** stand for?',
  choices: [
    { text: 'Aviation routine weather report', correct: true },
    { text: 'Terminal forecast', correct: false },
  ],
  explanation: 'A METAR is an observation.',
  reference: 'AWH 24-1',
  learning_objective: 'PA.I.C.K1',
  status: 'draft',
});

describe('questions: create', () => {
  it('lets the teacher write a question; it starts at version 1', async () => {
    const response = await s.call('POST', listPath(), 'teacher', validQuestion());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as QuestionDetail;
    expect(body).toMatchObject({
      ...validQuestion(),
      topic_name: 'Weather',
      version: 1,
      figure: null,
    });
    expect(body.versions.map((version) => version.version)).toEqual([1]);
  });

  it('keeps the name a teacher gives a question, and changes it on edit', async () => {
    const created = (
      await s.call('POST', listPath(), 'teacher', { ...validQuestion(), name: 'METAR 1' })
    ).json() as QuestionDetail;
    expect(created.name).toBe('METAR 1');
    const edited = await s.call('PUT', questionPath(created.id), 'teacher', {
      ...validQuestion(),
      name: 'METAR basics',
    });
    expect((edited.json() as QuestionDetail).name).toBe('METAR basics');
  });

  it('lets a superuser write a question', async () => {
    expect((await s.call('POST', listPath(), 'superuser', validQuestion())).statusCode).toBe(201);
  });

  it.each([
    ['student', 403, ErrorCode.FORBIDDEN],
    ['otherTeacher', 403, ErrorCode.FORBIDDEN],
    ['impersonating', 403, ErrorCode.IMPERSONATION_READ_ONLY],
  ] as const)('refuses %s (%i, code %i)', async (caller, status, code) => {
    expectError(await s.call('POST', listPath(), caller, validQuestion()), status, code);
  });

  it('refuses fewer than 2 choices with the field', async () => {
    const body = expectError(
      await s.call('POST', listPath(), 'teacher', {
        ...validQuestion(),
        choices: [{ text: 'Only', correct: true }],
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.map((field) => field.path)).toContain('body.choices');
  });

  it('refuses more than 6 choices', async () => {
    const choices = Array.from({ length: 7 }, (_, index) => ({
      text: `C${index}`,
      correct: index === 0,
    }));
    expectError(
      await s.call('POST', listPath(), 'teacher', { ...validQuestion(), choices }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('refuses a question without a correct choice', async () => {
    const choices = [
      { text: 'A', correct: false },
      { text: 'B', correct: false },
    ];
    const body = expectError(
      await s.call('POST', listPath(), 'teacher', { ...validQuestion(), choices }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields).toContainEqual({
      path: 'body.choices',
      message: NO_CORRECT_MESSAGE,
    });
  });

  it('refuses two correct choices in a single-best-answer question', async () => {
    const choices = [
      { text: 'A', correct: true },
      { text: 'B', correct: true },
    ];
    const body = expectError(
      await s.call('POST', listPath(), 'teacher', { ...validQuestion(), choices }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields).toContainEqual({
      path: 'body.choices',
      message: SINGLE_ANSWER_MESSAGE,
    });
  });

  it('accepts two correct choices in a multiple-response question', async () => {
    const choices = [
      { text: 'A', correct: true },
      { text: 'B', correct: true },
      { text: 'C', correct: false },
    ];
    const response = await s.call('POST', listPath(), 'teacher', {
      ...validQuestion(),
      choices,
      multiple_response: true,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each(['PA.I.B.K1', 'CA.III.A.R2a', '010.01.02.03', ''])(
    'accepts the objective "%s"',
    async (code) => {
      const response = await s.call('POST', listPath(), 'teacher', {
        ...validQuestion(),
        learning_objective: code,
      });
      expect(response.statusCode).toBe(201);
    },
  );

  it.each(['PA-I-B-K1', 'pa.i.b.k1', '10.1', 'Weather'])(
    'refuses the objective "%s"',
    async (code) => {
      const body = expectError(
        await s.call('POST', listPath(), 'teacher', {
          ...validQuestion(),
          learning_objective: code,
        }),
        422,
        ErrorCode.VALIDATION_FAILED,
      );
      expect(body.detail.fields).toContainEqual({
        path: 'body.learning_objective',
        message: OBJECTIVE_FORMAT_MESSAGE,
      });
    },
  );

  it('refuses an unknown status', async () => {
    expectError(
      await s.call('POST', listPath(), 'teacher', { ...validQuestion(), status: 'archived' }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('refuses a topic of another class (422 on topic_id)', async () => {
    const elsewhere = await aTopic(s.db, s.school.classB);
    const body = expectError(
      await s.call('POST', listPath(), 'teacher', { ...validQuestion(), topic_id: elsewhere }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.topic_id');
  });

  it('refuses a figure that was never uploaded (422 on figure_hash)', async () => {
    const body = expectError(
      await s.call('POST', listPath(), 'teacher', {
        ...validQuestion(),
        figure_hash: 'a'.repeat(64),
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.figure_hash');
  });
});

describe('questions: versions', () => {
  it('edits an unanswered question in place', async () => {
    const questionId = await aQuestion(s.db, classA, topicId);
    const response = await s.call('PUT', questionPath(questionId), 'teacher', {
      ...validQuestion(),
      stem: 'Edited in place',
    });
    const body = response.json() as QuestionDetail;
    expect(body.version).toBe(1);
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]?.stem).toBe('Edited in place');
  });

  it('keeps an answered version and makes a new one', async () => {
    const questionId = await aQuestion(s.db, classA, topicId, { stem: 'Original' });
    expect(await freezeQuestionVersion(s.db, questionId)).toBe(1);
    const response = await s.call('PUT', questionPath(questionId), 'teacher', {
      ...validQuestion(),
      stem: 'Second version',
    });
    const body = response.json() as QuestionDetail;
    expect(body.stem).toBe('Second version');
    expect(body.version).toBe(2);
    expect(body.versions.map((version) => [version.version, version.stem, version.frozen])).toEqual(
      [
        [2, 'Second version', false],
        [1, 'Original', true],
      ],
    );
  });

  it('edits the new version in place until it too is answered', async () => {
    const questionId = await aQuestion(s.db, classA, topicId);
    await freezeQuestionVersion(s.db, questionId);
    await s.call('PUT', questionPath(questionId), 'teacher', { ...validQuestion(), stem: 'v2' });
    const response = await s.call('PUT', questionPath(questionId), 'teacher', {
      ...validQuestion(),
      stem: 'v2 again',
    });
    expect((response.json() as QuestionDetail).versions.map((version) => version.stem)).toEqual([
      'v2 again',
      expect.any(String),
    ]);
  });

  it('answers 404 for a question of another class', async () => {
    const otherTopic = await aTopic(s.db, s.school.classB);
    const otherQuestion = await aQuestion(s.db, s.school.classB, otherTopic);
    expectError(
      await s.call('GET', questionPath(otherQuestion), 'teacher'),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('questions: reading', () => {
  it('shows the detail to the teacher, with answers and explanation', async () => {
    const questionId = await aQuestion(s.db, classA, topicId, { explanation: 'Because.' });
    const body = (
      await s.call('GET', questionPath(questionId), 'teacher')
    ).json() as QuestionDetail;
    expect(body.explanation).toBe('Because.');
    expect(body.choices.some((choice) => choice.correct)).toBe(true);
  });

  it.each([
    ['student', 403, ErrorCode.FORBIDDEN],
    ['otherTeacher', 403, ErrorCode.FORBIDDEN],
    ['impersonating', 403, ErrorCode.FORBIDDEN],
  ] as const)('never shows the bank to %s', async (caller, status, code) => {
    const questionId = await aQuestion(s.db, classA, topicId);
    expectError(await s.call('GET', listPath(), caller), status, code);
    expectError(await s.call('GET', questionPath(questionId), caller), status, code);
  });
});

describe('questions: bulk actions', () => {
  const bulk = (body: unknown, caller: 'teacher' | 'student' = 'teacher') =>
    s.call('POST', apiPath('classQuestionsBulk', { classId: classA }), caller, body);

  it('publishes the selected questions', async () => {
    const one = await aQuestion(s.db, classA, topicId, { status: 'draft' });
    const two = await aQuestion(s.db, classA, topicId, { status: 'draft' });
    expect((await bulk({ action: 'publish', question_ids: [one, two] })).json()).toEqual({
      updated: 2,
    });
    const detail = (await s.call('GET', questionPath(one), 'teacher')).json() as QuestionDetail;
    expect(detail.status).toBe('published');
  });

  it('retires the selected questions', async () => {
    const one = await aQuestion(s.db, classA, topicId);
    await bulk({ action: 'retire', question_ids: [one] });
    expect(
      ((await s.call('GET', questionPath(one), 'teacher')).json() as QuestionDetail).status,
    ).toBe('retired');
  });

  it('moves the selected questions to another topic', async () => {
    const target = await aTopic(s.db, classA);
    const one = await aQuestion(s.db, classA, topicId);
    await bulk({ action: 'move', question_ids: [one], topic_id: target });
    expect(
      ((await s.call('GET', questionPath(one), 'teacher')).json() as QuestionDetail).topic_id,
    ).toBe(target);
  });

  it('leaves questions of another class alone', async () => {
    const otherTopic = await aTopic(s.db, s.school.classB);
    const other = await aQuestion(s.db, s.school.classB, otherTopic, { status: 'draft' });
    expect((await bulk({ action: 'publish', question_ids: [other] })).json()).toEqual({
      updated: 0,
    });
  });

  it('refuses a student', async () => {
    expectError(
      await bulk({ action: 'publish', question_ids: [1] }, 'student'),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('refuses an empty selection (422)', async () => {
    expectError(
      await bulk({ action: 'publish', question_ids: [] }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });
});
