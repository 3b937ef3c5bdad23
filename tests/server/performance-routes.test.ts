import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  Role,
  type AttemptView,
  type ClassOverview,
  type QuestionStatistics,
  type StudentPerformance,
} from '../../contract';
import { callAs, createUser, grantRole } from './helpers/auth-fixtures';
import { aClass, aFlashcard, aQuestion, aQuiz, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
type User = { id: number; subject: string | null };
let classId: number;
let weather: number;
let navigation: number;
let weatherQuiz: number;
let teacher: User;
let strong: User;
let weak: User;
let outsider: User;

/** The right choice of every question here is its first (id 0). */
const RIGHT = 0;
const WRONG = 1;
let seq = 0;

const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  callAs(t, user, method, url, payload);

/** The student takes the quiz, answering every question with `choice`. */
async function take(student: User, quizId: number, choice: number) {
  const started = await call(student, 'POST', `/quizzes/${quizId}/attempts`, {});
  if (started.statusCode >= 300) throw new Error(started.body);
  const attempt = started.json() as AttemptView;
  for (const question of attempt.questions) {
    await call(student, 'PUT', `/attempts/${attempt.id}/answers/${question.slot}`, {
      choice_ids: [choice],
      client_seq: (seq += 1),
    });
  }
  await call(student, 'POST', `/attempts/${attempt.id}/submit`, {});
}

async function aStudent(name: string) {
  const student = await createUser(t.db, { name });
  await grantRole(t.db, student.id, Role.STUDENT, classId);
  return student;
}

beforeAll(async () => {
  t = await createTestApp();
  classId = await aClass(t.db);
  weather = await aTopic(t.db, classId, { name: 'Weather' });
  navigation = await aTopic(t.db, classId, { name: 'Navigation' });
  const weatherQuestions = [];
  for (let i = 0; i < 6; i += 1) weatherQuestions.push(await aQuestion(t.db, classId, weather));
  for (let i = 0; i < 6; i += 1) await aQuestion(t.db, classId, navigation);
  weatherQuiz = await aQuiz(t.db, classId, weather, {
    selection: 'fixed',
    question_ids: weatherQuestions,
    status: 'published',
  });
  teacher = await createUser(t.db, { name: 'Class Teacher' });
  await grantRole(t.db, teacher.id, Role.TEACHER, classId);
  strong = await aStudent('Strong Student');
  weak = await aStudent('Weak Student');
  outsider = await createUser(t.db, { name: 'Outsider' });
  await grantRole(t.db, outsider.id, Role.STUDENT, await aClass(t.db));
  await take(strong, weatherQuiz, RIGHT);
  await take(weak, weatherQuiz, WRONG);
});
afterAll(() => t.close());

const performanceOf = async (viewer: User, student: User) =>
  call(viewer, 'GET', `/classes/${classId}/students/${student.id}/performance`);

describe("a student's performance", () => {
  it('counts the answers per topic and calls a topic weak by the class rule', async () => {
    const body = (await (await performanceOf(weak, weak)).json()) as StudentPerformance;
    expect(body.topics).toEqual([
      { topic_id: weather, name: 'Weather', answers: 6, correct: 0, accuracy: 0, weak: true },
      {
        topic_id: navigation,
        name: 'Navigation',
        answers: 0,
        correct: 0,
        accuracy: null,
        weak: false,
      },
    ]);
  });

  it('predicts the final-exam score from the answers, unsure where a topic is unanswered', async () => {
    const good = ((await performanceOf(strong, strong)).json() as StudentPerformance).readiness!;
    const poor = ((await performanceOf(weak, weak)).json() as StudentPerformance).readiness!;
    expect(good.predicted).toBeGreaterThan(poor.predicted);
    expect(good.low).toBeLessThan(good.predicted);
    expect(good.answers).toBe(6);
    expect(good.pass_mark).toBe(70);
    // Navigation has no answers: too unsure to call the strong student ready yet.
    expect(good.ready).toBe(false);
  });

  it('a student sees only their own; the class’s teacher sees any', async () => {
    expectError(await performanceOf(weak, strong), 403, ErrorCode.FORBIDDEN);
    expect((await performanceOf(teacher, strong)).statusCode).toBe(200);
    expectError(await performanceOf(outsider, strong), 403, ErrorCode.FORBIDDEN);
  });
});

describe('the class overview', () => {
  const overview = async (viewer: User) => call(viewer, 'GET', `/classes/${classId}/overview`);

  it('lists every student with attempts, average, readiness and the heat map', async () => {
    const body = (await overview(teacher)).json() as ClassOverview;
    expect(body.topics.map((topic) => topic.name)).toEqual(['Weather', 'Navigation']);
    const row = (name: string) => body.students.find((student) => student.name === name)!;
    expect(row('Strong Student')).toMatchObject({
      finished_attempts: 1,
      average: 100,
      best_final: null,
      endorsed: false,
      topics: [
        { answers: 6, accuracy: 100 },
        { answers: 0, accuracy: null },
      ],
    });
    expect(row('Strong Student').last_activity).not.toBeNull();
    expect(row('Weak Student')).toMatchObject({ average: 0, topics: [{ accuracy: 0 }, {}] });
    expect(row('Strong Student').readiness!.predicted).toBeGreaterThan(
      row('Weak Student').readiness!.predicted,
    );
  });

  it('agrees with the student’s own page on readiness', async () => {
    const body = (await overview(teacher)).json() as ClassOverview;
    const own = ((await performanceOf(strong, strong)).json() as StudentPerformance).readiness;
    expect(body.students.find((student) => student.user_id === strong.id)!.readiness).toEqual(own);
  });

  it('leaves out of the heat map the topics with no questions and those with flashcards only', async () => {
    await aTopic(t.db, classId, { name: 'Empty' });
    await aFlashcard(t.db, classId, await aTopic(t.db, classId, { name: 'Flashcards only' }));
    const body = (await overview(teacher)).json() as ClassOverview;
    expect(body.topics.map((topic) => topic.name)).toEqual(['Weather', 'Navigation']);
    expect(body.students[0]!.topics).toHaveLength(2);
  });

  it('only the class’s teachers read it', async () => {
    expectError(await overview(strong), 403, ErrorCode.FORBIDDEN);
  });
});

describe('question and quiz statistics', () => {
  let firstQuestion: number;

  beforeAll(async () => {
    // Five first attempts in all: one all right, four all wrong.
    for (const name of ['Third', 'Fourth', 'Fifth']) {
      await take(await aStudent(`${name} Student`), weatherQuiz, WRONG);
    }
    const quiz = (await call(teacher, 'GET', `/classes/${classId}/quizzes/${weatherQuiz}`)).json();
    firstQuestion = quiz.question_ids[0];
  });

  it("gives a question's facility, discrimination and answer distribution", async () => {
    const response = await call(
      teacher,
      'GET',
      `/classes/${classId}/questions/${firstQuestion}/statistics`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      item: {
        question_id: firstQuestion,
        attempts: 5,
        facility: 20,
        standard_deviation: 44.7,
        discrimination_index: 100,
        discriminative_efficiency: 100,
        hint: null,
      },
      versions: [
        {
          version: 1,
          current: true,
          answers: 5,
          choices: [
            { text: 'The right answer', correct: true, picked: 1 },
            { text: 'A wrong answer', correct: false, picked: 4 },
          ],
        },
      ],
    });
  });

  it("gives the quiz's mean, spread and Cronbach's alpha", async () => {
    const body = (
      await call(teacher, 'GET', `/classes/${classId}/quizzes/${weatherQuiz}/statistics`)
    ).json();
    expect(body).toMatchObject({
      attempts: 5,
      mean: 20,
      standard_deviation: 44.7,
      internal_consistency: 100,
    });
    expect(body.items).toHaveLength(6);
  });

  it('lists the most missed questions once they have five answers', async () => {
    const body = (await call(teacher, 'GET', `/classes/${classId}/questions/most-missed`)).json();
    expect(body).toHaveLength(6);
    expect(body[0]).toMatchObject({ topic_name: 'Weather', answers: 5, facility: 20 });
  });

  it('only teachers read statistics', async () => {
    expectError(
      await call(strong, 'GET', `/classes/${classId}/questions/${firstQuestion}/statistics`),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('topic results kept as attempts close', () => {
  it("puts a new attempt's answers first: the recent accuracy follows the latest work", async () => {
    const student = await aStudent('Improving Student');
    await take(student, weatherQuiz, WRONG);
    await take(student, weatherQuiz, RIGHT);
    const body = (await performanceOf(student, student)).json() as StudentPerformance;
    expect(body.topics[0]).toMatchObject({ answers: 12, correct: 6, accuracy: 50 });
    const readiness = body.readiness!;
    // The six right answers are the newest: they weigh more than the six wrong ones.
    expect(readiness.predicted).toBeGreaterThan(50);
  });
});

describe('statistics keep question versions apart', () => {
  it('counts each answer against the wording of the version it was given, the current first', async () => {
    const quiz = (await call(teacher, 'GET', `/classes/${classId}/quizzes/${weatherQuiz}`)).json();
    const path = `/classes/${classId}/questions/${quiz.question_ids[0]}`;
    const edited = await call(teacher, 'PUT', path, {
      topic_id: weather,
      stem: 'Reworded',
      choices: [
        { text: 'A third choice', correct: false },
        { text: 'The new right answer', correct: true },
        { text: 'The new wrong answer', correct: false },
      ],
      status: 'published',
    });
    expect(edited.json()).toMatchObject({ version: 2 });
    await take(await aStudent('Later Student'), weatherQuiz, 1);

    const body = (await call(teacher, 'GET', `${path}/statistics`)).json() as QuestionStatistics;

    expect(body.versions).toEqual([
      {
        version: 2,
        current: true,
        answers: 1,
        choices: [
          { text: 'A third choice', correct: false, picked: 0 },
          { text: 'The new right answer', correct: true, picked: 1 },
          { text: 'The new wrong answer', correct: false, picked: 0 },
        ],
      },
      {
        version: 1,
        current: false,
        answers: 6,
        choices: [
          { text: 'The right answer', correct: true, picked: 1 },
          { text: 'A wrong answer', correct: false, picked: 5 },
        ],
      },
    ]);
  });
});
