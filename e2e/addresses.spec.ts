import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { watchBearer } from './support/bearer';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

// Every page of the app opens by its address, signed in, in a fresh tab (issue 27): each one shows
// its own screen, stays at its address and is never refused by the API.

const CLASS_ID = 1;

/** `landsAt`: where an address that picks its screen (the app's shortcuts) goes; else it stays. */
type Visit = { pattern: string; href: string; shows: RegExp; landsAt?: RegExp };

async function getJson<T>(request: APIRequestContext, bearer: string, path: string): Promise<T> {
  const response = await request.get(`${baseUrl()}/api${path}`, {
    headers: { authorization: bearer },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Opens `visit.href` in a new tab of the signed-in context and checks it shows its own page. */
async function opensByAddress(page: Page, visit: Visit) {
  const tab = await page.context().newPage();
  const refused: string[] = [];
  tab.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) {
      refused.push(`${response.status()} ${response.url()}`);
    }
  });
  await tab.goto(`${baseUrl()}${visit.href}`);
  await expect(tab.getByRole('heading', { name: visit.shows }).first()).toBeVisible();
  await tab.waitForLoadState('networkidle');
  const address = new URL(tab.url());
  const landed = `${address.pathname}${address.search}`;
  if (visit.landsAt) expect(landed, visit.pattern).toMatch(visit.landsAt);
  else expect(landed, visit.pattern).toBe(visit.href);
  await expect(tab.getByText(/^(Page Not Found|Internal Server Error)$/)).toHaveCount(0);
  expect(refused, visit.pattern).toEqual([]);
  await tab.close();
}

/** Submits the open attempt through its confirmation and waits for the result. */
async function submitToResult(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page).toHaveURL(/\/result\?attempt=\d+$/);
}

/** The patterns the visits cover must be exactly the given screens of the route tree. */
function expectEveryScreen(visits: Visit[], screens: { pattern: string }[]) {
  expect(visits.map((visit) => visit.pattern).sort()).toEqual(
    screens.map((screen) => screen.pattern).sort(),
  );
}

test('every student page opens by its address in a fresh tab', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);

  // A submitted attempt of a topic's practice quiz gives the quiz, topic and attempt ids.
  await page.goto(`${baseUrl()}${paths.student.performance.href({ classId: CLASS_ID })}`);
  const topicLink = page.getByRole('link', { name: /^About / }).first();
  const topicId = Number(/\/topic\/(\d+)/.exec((await topicLink.getAttribute('href')) ?? '')?.[1]);
  const topicSection = page.getByRole('region').filter({ has: topicLink });
  await topicSection.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Start' }).click();
  // The practice quiz explains in immediate mode: Check opens the explanation of that answer.
  await page.getByRole('radio').or(page.getByRole('checkbox')).first().check();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page).toHaveURL(/\/explanation\?attempt=\d+&slot=\d+$/);
  const explanation = new URL(page.url());
  await page.getByRole('link', { name: /^(Next question|Back to the quiz)$/ }).click();
  await submitToResult(page);
  const [, quizId, attemptId] = /\/quiz\/(\d+)\/result\?attempt=(\d+)$/.exec(page.url()) ?? [];
  const ids = { classId: CLASS_ID, id: Number(quizId) };
  const attempt = { attempt: Number(attemptId) };

  const { student } = paths;
  const visits: Visit[] = [
    { pattern: student.home.pattern, href: student.home.href(), shows: /My classes/ },
    {
      pattern: student.performance.pattern,
      href: student.performance.href({ classId: CLASS_ID }),
      shows: /^Readiness$/,
    },
    {
      pattern: student.topic.pattern,
      href: student.topic.href({ classId: CLASS_ID, id: topicId }),
      shows: /^Flashcards of this topic$/,
    },
    {
      pattern: student.flashcards.pattern,
      href: student.flashcards.href({ classId: CLASS_ID }),
      shows: /^Flashcards$/,
    },
    {
      pattern: student.topicFlashcards.pattern,
      href: student.topicFlashcards.href({ classId: CLASS_ID, id: topicId }),
      shows: /^Topic flashcards$/,
    },
    { pattern: student.quiz.pattern, href: student.quiz.href(ids), shows: /: practice$/ },
    {
      pattern: student.quizAttempt.pattern,
      href: student.quizAttempt.href({ ...ids, attemptId: Number(attemptId) }),
      shows: /^Learning objectives to review$/,
    },
    {
      pattern: student.quizExplanation.pattern,
      href: `${explanation.pathname}${explanation.search}`,
      shows: /^(Right!|Not quite)$/,
    },
    {
      pattern: student.quizResult.pattern,
      href: student.quizResult.href({ ...ids, ...attempt }),
      shows: /^By topic$/,
    },
    {
      pattern: student.quizReview.pattern,
      href: student.quizReview.href({ ...ids, ...attempt }),
      shows: /^Review$/,
    },
    {
      pattern: student.missedQuestions.pattern,
      href: student.missedQuestions.href({ classId: CLASS_ID }),
      shows: /^Missed questions$/,
    },
    {
      pattern: student.record.pattern,
      href: student.record.href({ classId: CLASS_ID }),
      shows: /^Training record: /,
    },
    {
      pattern: student.reviewDue.pattern,
      href: student.reviewDue.href(),
      shows: /^Flashcards$/,
      landsAt: /^\/student\/classes\/\d+\/flashCard$/,
    },
    {
      pattern: student.continueQuiz.pattern,
      href: student.continueQuiz.href(),
      shows: /^(Continue quiz|.+: practice)$/,
      landsAt: /^\/student\/(continue-quiz|classes\/\d+\/quiz\/\d+\?attempt=\d+)$/,
    },
  ];
  expectEveryScreen(visits, Object.values(student));
  for (const visit of visits) await opensByAddress(page, visit);

  // A second result draws the score trend (and its table for screen readers): the class home
  // still never scrolls sideways, on a desktop or a phone.
  await page.goto(`${baseUrl()}${student.quiz.href(ids)}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await submitToResult(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${baseUrl()}${student.performance.href({ classId: CLASS_ID })}`);
    await expect(page.getByRole('table', { name: 'Scores of finished quizzes' })).toBeAttached();
    const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    );
    expect(scrollWidth, `class home at ${width} px`).toBeLessThanOrEqual(innerWidth);
  }
});

type Listed = { id: number; name?: string };

test('every teacher page opens by its address in a fresh tab', async ({ page, request }) => {
  test.setTimeout(240_000);
  const bearer = watchBearer(page);
  await signInAsDemo(page, baseUrl(), DEMO.teacher);
  await expect(page).toHaveURL(/\/teacher$/);
  await expect.poll(bearer).not.toBe('');

  const classId = CLASS_ID;
  const topics = await getJson<{ items: Listed[] }>(
    request,
    bearer(),
    `/classes/${classId}/topics`,
  );
  const [topic] = topics.items;
  const topicID = topic!.id;
  const quizzes = await getJson<{ items: Listed[] }>(
    request,
    bearer(),
    `/classes/${classId}/topics/${topicID}/quizzes`,
  );
  const [quiz] = quizzes.items;
  const questions = await getJson<{ items: Listed[] }>(
    request,
    bearer(),
    `/classes/${classId}/questions`,
  );
  const flashcards = await getJson<{ items: Listed[] }>(
    request,
    bearer(),
    `/classes/${classId}/flashcards`,
  );
  const students = await getJson<Listed[]>(request, bearer(), `/classes/${classId}/students`);
  const sofia = students.find((one) => one.name === DEMO.student)!;
  const attempts = await getJson<{ id: number; quiz_id: number }[]>(
    request,
    bearer(),
    `/classes/${classId}/students/${sofia.id}/attempts`,
  );
  const [attempt] = attempts;
  expect(attempt, 'the student page test submits an attempt first').toBeDefined();

  const quesID = questions.items[0]!.id;
  const flashcardID = flashcards.items[0]!.id;
  const { teacher } = paths;
  const visit = (
    screen: { pattern: string; href: (v: never) => string },
    values: object,
    shows: RegExp,
  ) => ({ pattern: screen.pattern, href: screen.href({ classId, ...values } as never), shows });
  const visits: Visit[] = [
    { pattern: teacher.home.pattern, href: teacher.home.href(), shows: /^Classes you teach$/ },
    visit(teacher.classSettings, {}, /^Class settings$/),
    visit(teacher.finalExamSettings, {}, /^Final-exam settings$/),
    visit(teacher.weakAreasSettings, {}, /^Weak-area settings$/),
    visit(teacher.topics, {}, /^Topics$/),
    visit(teacher.addTopic, {}, /^Add a topic$/),
    visit(teacher.topic, { topicID }, /^Quizzes$/),
    visit(teacher.editTopic, { topicID }, /^Edit /),
    visit(teacher.topicQuizzes, { topicID }, /^Quizzes of /),
    visit(teacher.topicQuiz, { topicID, quizid: quiz!.id }, /^Timing and marking$/),
    visit(teacher.questions, {}, /^Questions$/),
    visit(teacher.addQuestion, {}, /^Add a question$/),
    visit(teacher.question, { quesID }, /^Question \d+/),
    visit(teacher.editQuestion, { quesID }, /^Edit question$/),
    visit(teacher.flashcards, {}, /^Flashcards$/),
    visit(teacher.addFlashcard, {}, /^Add a flashcard$/),
    visit(teacher.flashcard, { flashcardID }, new RegExp(`^Flashcard ${flashcardID}$`)),
    visit(teacher.editFlashcard, { flashcardID }, /^Edit flashcard$/),
    visit(teacher.students, {}, /^Invite students$/),
    visit(teacher.studentPerformance, { stdID: sofia.id }, /^Endorsement and accommodations$/),
    visit(
      teacher.studentAttempt,
      { stdID: sofia.id, quizId: attempt!.quiz_id, attemptId: attempt!.id },
      /^Learning objectives to review$/,
    ),
    visit(teacher.studentRecord, { stdID: sofia.id }, /^Training record: /),
  ];
  const { class: classIndex, ...screens } = teacher;
  expect(classIndex.pattern).toBe('/teacher/classes/:classId');
  expectEveryScreen(visits, Object.values(screens));
  for (const one of visits) await opensByAddress(page, one);
});

test('every superuser page opens by its address in a fresh tab', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.superuser);
  await expect(page).toHaveURL(/\/teacher$/);
  const visits: Visit[] = [
    {
      pattern: paths.admin.coursePlatforms.pattern,
      href: paths.admin.coursePlatforms.href(),
      shows: /Course platforms/,
    },
  ];
  expectEveryScreen(visits, Object.values(paths.admin));
  for (const visit of visits) await opensByAddress(page, visit);
});
