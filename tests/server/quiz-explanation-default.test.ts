import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type Quiz } from '../../contract';
import { aQuestion, aTopic } from './helpers/builders';
import { schoolSession } from './helpers/school-session';

let s: Awaited<ReturnType<typeof schoolSession>>;
let topicId: number;

beforeAll(async () => {
  s = await schoolSession();
  topicId = await aTopic(s.db, s.school.classA);
  await aQuestion(s.db, s.school.classA, topicId);
});
afterAll(() => s.t.close());

const classId = () => s.school.classA;
const setClassDefault = async (explanation_mode: 'immediate' | 'after_submission') => {
  const response = await s.call(
    'PUT',
    apiPath('classGeneralSettings', { classId: classId() }),
    'teacher',
    {
      explanation_mode,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
};
const createQuiz = (fields: Record<string, unknown> = {}) =>
  s.call('POST', apiPath('topicQuizzes', { classId: classId(), topicId }), 'teacher', {
    title: 'Weather',
    selection: 'random',
    random_count: 1,
    ...fields,
  });

describe("a quiz's explanations", () => {
  it("follow the class's default when the new quiz does not choose", async () => {
    await setClassDefault('after_submission');
    const created = await createQuiz();
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as Quiz).explanation_mode).toBe('after_submission');

    await setClassDefault('immediate');
    expect(((await createQuiz()).json() as Quiz).explanation_mode).toBe('immediate');
  });

  it('are what the new quiz chooses, whatever the class default', async () => {
    await setClassDefault('immediate');
    const created = await createQuiz({ explanation_mode: 'after_submission' });
    expect((created.json() as Quiz).explanation_mode).toBe('after_submission');
  });

  it("stay the quiz's own when an edit does not name them", async () => {
    await setClassDefault('immediate');
    const quiz = (await createQuiz({ explanation_mode: 'after_submission' })).json() as Quiz;
    const edited = await s.call(
      'PUT',
      apiPath('classQuiz', { classId: classId(), quizId: quiz.id }),
      'teacher',
      { title: 'Weather, again', selection: 'random', random_count: 1 },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Quiz).explanation_mode).toBe('after_submission');
  });
});
