import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ErrorCode, type QuestionPage } from '../../contract';
import { aClass, aQuestion, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { schoolSession } from './helpers/school-session';

let s: Awaited<ReturnType<typeof schoolSession>>;
beforeAll(async () => {
  s = await schoolSession();
});
afterAll(() => s.t.close());

describe('questions: list', () => {
  let classId: number;
  let weather: number;
  let navigation: number;
  const page = async (query: string) =>
    (
      await s.call('GET', `${apiPath('classQuestions', { classId })}?${query}`, 'superuser')
    ).json() as QuestionPage;

  beforeAll(async () => {
    classId = await aClass(s.db);
    weather = await aTopic(s.db, classId, { name: 'Weather' });
    navigation = await aTopic(s.db, classId, { name: 'Navigation' });
    await aQuestion(s.db, classId, weather, {
      stem: 'Which clouds bring thunderstorms?',
      learning_objective: 'PA.I.C.K3',
    });
    await aQuestion(s.db, classId, weather, {
      stem: 'What is a temperature inversion?',
      status: 'draft',
      learning_objective: 'PA.I.C.K1',
    });
    await aQuestion(s.db, classId, navigation, {
      name: 'Variation drill',
      stem: 'How is magnetic variation applied?',
      learning_objective: 'PA.I.D.K3a',
      explanation: 'East is least, west is best.',
    });
  });

  it('pages on the server with the total', async () => {
    const body = await page('page=2&page_size=2');
    expect(body.items).toHaveLength(1);
    expect(body).toMatchObject({ total: 3, page: 2, page_size: 2 });
  });

  it('filters by topic', async () => {
    expect((await page(`topic_id=${navigation}`)).items.map((item) => item.topic_name)).toEqual([
      'Navigation',
    ]);
  });

  it('filters by status', async () => {
    expect((await page('status=draft')).items.map((item) => item.stem)).toEqual([
      'What is a temperature inversion?',
    ]);
  });

  it('filters by learning-objective prefix', async () => {
    expect((await page('objective=PA.I.C')).total).toBe(2);
  });

  it('finds questions by full-text search with stemming (thunderstorm → thunderstorms)', async () => {
    expect((await page('q=thunderstorm')).items.map((item) => item.stem)).toEqual([
      'Which clouds bring thunderstorms?',
    ]);
  });

  it('finds a question by its name', async () => {
    expect((await page('q=drill')).items.map((item) => item.name)).toEqual(['Variation drill']);
  });

  it('searches the explanation too', async () => {
    expect((await page('q=west')).total).toBe(1);
  });

  it('sorts by learning objective', async () => {
    expect(
      (await page('sort=learning_objective&order=asc')).items.map(
        (item) => item.learning_objective,
      ),
    ).toEqual(['PA.I.C.K1', 'PA.I.C.K3', 'PA.I.D.K3a']);
  });

  it('answers 422 for an unknown sort', async () => {
    const response = await s.call(
      'GET',
      `${apiPath('classQuestions', { classId })}?sort=random`,
      'superuser',
    );
    expectError(response, 422, ErrorCode.VALIDATION_FAILED);
  });
});
