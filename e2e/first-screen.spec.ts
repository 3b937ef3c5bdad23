import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../contract/color-mode';
import { DEMO, baseUrl, readFixtures } from './support/fixtures';
import { openAPracticeQuiz } from './support/study';
import { expectAccessible } from './support/a11y';

// What a page shows before its code arrives: the app's code is held back here, so the server's shell
// is all there is to see.
test.use({ serviceWorkers: 'block' });

async function openShell(page: Page, path: string, mode: 'light' | 'dark') {
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });
  await page.goto(`${baseUrl()}/favicon.svg`);
  // A string runs in the page: this project's Node types have no DOM.
  const choice = JSON.stringify({ state: { mode }, version: 0 });
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}, ${JSON.stringify(choice)})`,
  );
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${baseUrl()}${path}`);
  return refusedByPolicy;
}

/** Each first screen: its heading, and the shell part whose background shows the colours. */
const SHELLS = [
  {
    path: '/login',
    name: "the sign-in page's shell",
    heading: 'Welcome to Groundschool',
    part: '.gs-shell-card',
    background: { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 28, 46)' },
  },
  {
    path: '/student',
    name: "the student home's shell",
    heading: 'My classes',
    part: '.gs-shell',
    background: { light: 'rgb(244, 246, 250)', dark: 'rgb(11, 18, 32)' },
  },
  {
    path: '/student/classes/1/performance',
    name: "the class home's shell",
    heading: 'Class home',
    part: '.gs-shell',
    background: { light: 'rgb(244, 246, 250)', dark: 'rgb(11, 18, 32)' },
  },
  {
    path: '/student/classes/1/quiz/1',
    name: "the quiz page's shell",
    heading: 'Quiz',
    part: '.gs-shell-focused',
    background: { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 28, 46)' },
  },
  {
    path: '/student/classes/1/flashCard',
    name: "the flashcard session's shell",
    heading: 'Flashcards',
    part: '.gs-shell-focused',
    background: { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 28, 46)' },
  },
];

for (const shell of SHELLS) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${shell.name} paints in the ${mode} colours the user chose`, async ({ page }) => {
      const refused = await openShell(page, shell.path, mode);
      await expect(page.getByRole('heading', { name: shell.heading })).toBeVisible();
      await expect(page.locator(shell.part)).toHaveCSS('background-color', shell.background[mode]);
      expect(refused).toEqual([]);
      await expectAccessible(page, `${shell.name} (${mode})`, { appTheme: false });
    });
  }
}

/**
 * A topic whose quizzes no other journey takes: the attempt these tests leave open (a painted quiz
 * needs one) changes nothing another journey expects (a quiz's Start button, a first completion).
 */
const UNTOUCHED_TOPIC = 6;

/** Two parts' boxes in the page (not the viewport), rounded to whole pixels. */
async function layoutOf(first: Locator, second: Locator) {
  const scrolled = (await first.page().evaluate('window.scrollY')) as number;
  return [await first.boundingBox(), await second.boundingBox()].map((box) =>
    box ? [box.x, box.y + scrolled, box.width, box.height].map(Math.round) : null,
  );
}

/** The demo student signed in by an lms launch (a cookie session), on a phone. */
async function lmsStudentOnAPhone(browser: Browser) {
  const { lmsStudent } = readFixtures();
  const student = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const app = await student.newPage();
  await app.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.validToken)}`);
  await expect(app.getByText(DEMO.className).first()).toBeVisible();
  return app;
}

/** The same address in a new tab of the same browser whose code never arrives. */
async function openPaintedShell(app: Page, address: string, mode: 'light' | 'dark') {
  const tab = await app
    .context()
    .browser()!
    .newContext({
      storageState: await app.context().storageState(),
      viewport: { width: 412, height: 823 },
    });
  const shell = await tab.newPage();
  await openShell(shell, address, mode);
  return shell;
}

for (const mode of ['light', 'dark'] as const) {
  test(`the quiz page during an attempt paints the student's question before its code, where the app then draws it (${mode})`, async ({
    browser,
  }) => {
    // A practice quiz open at its first question, with an answer saved.
    const app = await lmsStudentOnAPhone(browser);
    await app.goto(`${baseUrl()}/student/classes/1/performance`);
    await openAPracticeQuiz(app, UNTOUCHED_TOPIC);
    const address = new URL(app.url());
    address.searchParams.set('q', '1');
    await app.goto(address.href);
    const stem = app.locator('h2 + div').first();
    // The app's own question (the painted one has no radios), its first choice chosen.
    await app.getByRole('radio').or(app.getByRole('checkbox')).first().check();
    await expect(app.getByText('All answers saved')).toBeVisible();
    const stemText = (await stem.textContent()) ?? '';
    const drawn = await layoutOf(stem.locator('p').first(), app.locator('label').first());

    const shell = await openPaintedShell(app, address.pathname + address.search, mode);
    await expect(shell.getByRole('heading', { name: /^Question 1 of \d+/ })).toBeVisible();
    await expect(shell.locator('.gs-q-stem')).toHaveText(stemText);
    await expect(shell.locator('.gs-q-chosen')).toHaveCount(1);
    expect(
      await layoutOf(shell.locator('.gs-q-stem p'), shell.locator('.gs-q-choice').first()),
    ).toEqual(drawn);
    await expectAccessible(shell, `the painted quiz page (${mode})`, { appTheme: false });
    await app.context().close();
    await shell.context().close();
  });

  test(`a flashcard session paints the student's first card before its code, where the app then draws it (${mode})`, async ({
    browser,
  }) => {
    // A topic no other journey studies: its cards are all new.
    const address = '/student/classes/1/topic/5/flashCard';
    const app = await lmsStudentOnAPhone(browser);
    await app.goto(`${baseUrl()}${address}`);
    // The app's own card: its Show answer responds (the painted one is disabled).
    await expect(app.getByRole('button', { name: 'Show answer' })).toBeEnabled();
    const card = app.getByRole('region', { name: 'Card, front' });
    const front = (await card.locator('p').nth(1).textContent()) ?? '';
    const drawn = await layoutOf(
      card.locator('p').nth(1),
      app.getByRole('button', { name: 'Show answer' }),
    );

    const shell = await openPaintedShell(app, address, mode);
    const painted = shell.getByRole('region', { name: 'Card, front' });
    await expect(painted.locator('.gs-f-front')).toHaveText(front);
    expect(
      await layoutOf(
        painted.locator('.gs-f-front p'),
        shell.getByRole('button', { name: 'Show answer' }),
      ),
    ).toEqual(drawn);
    await expectAccessible(shell, `the painted flashcard session (${mode})`, { appTheme: false });
    await app.context().close();
    await shell.context().close();
  });

  test(`the class home paints the student's first sections before its code, where the app then draws them (${mode})`, async ({
    browser,
  }) => {
    const address = '/student/classes/1/performance';
    const app = await lmsStudentOnAPhone(browser);
    await app.goto(`${baseUrl()}${address}`);
    // The app's own sections: the charts come with them (the server paints none).
    await expect(app.getByRole('heading', { name: 'Accuracy by topic' })).toBeVisible();
    const readiness = app.getByRole('region', { name: 'Readiness' });
    const explanation = (await readiness.locator('p').last().textContent()) ?? '';
    const drawn = await layoutOf(
      app.getByRole('heading', { name: 'Missed questions due' }),
      readiness.locator('p').last(),
    );

    const shell = await openPaintedShell(app, address, mode);
    const painted = shell.getByRole('region', { name: 'Readiness' });
    await expect(painted.locator('p').last()).toHaveText(explanation);
    expect(
      await layoutOf(
        shell.getByRole('heading', { name: 'Missed questions due' }),
        painted.locator('p').last(),
      ),
    ).toEqual(drawn);
    await expectAccessible(shell, `the painted class home (${mode})`, { appTheme: false });
    await app.context().close();
    await shell.context().close();
  });
}

/**
 * What #root shows in each frame while a page opens: the server's painted screen, the app's
 * loading placeholders, or the app's own screen (a string: it runs in the page).
 */
const RECORD_FRAMES = `
  window.shownFrames = [];
  const shown = () => {
    const root = document.getElementById('root');
    if (!root || root.querySelector('.gs-q-paper, .gs-f-card, .gs-h-stack')) return 'painted';
    if (root.querySelector('fieldset, [aria-label="Card, front"], section.MuiPaper-root h2')) return 'app';
    if (root.querySelector('.MuiSkeleton-root')) return 'placeholder';
    return 'other';
  };
  const frame = () => {
    const now = shown();
    if (window.shownFrames.at(-1) !== now) window.shownFrames.push(now);
    if (now !== 'app') requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

test('the painted quiz question, flashcard and class home give way to the app without a placeholder between', async ({
  browser,
}) => {
  const app = await lmsStudentOnAPhone(browser);
  await app.goto(`${baseUrl()}/student/classes/1/performance`);
  await openAPracticeQuiz(app, UNTOUCHED_TOPIC);
  const addresses = [
    app.url(),
    `${baseUrl()}/student/classes/1/topic/5/flashCard`,
    `${baseUrl()}/student/classes/1/performance`,
  ];
  for (const address of addresses) {
    const tab = await app.context().newPage();
    await tab.addInitScript(RECORD_FRAMES);
    await tab.goto(address);
    await expect(
      tab.locator('fieldset, [aria-label="Card, front"], section.MuiPaper-root h2').first(),
    ).toBeVisible();
    await expect.poll(() => tab.evaluate('window.shownFrames.at(-1)')).toBe('app');
    const frames = (await tab.evaluate('window.shownFrames')) as string[];
    expect(frames.slice(frames.indexOf('painted')), address).toEqual(['painted', 'app']);
    await tab.close();
  }
  await app.context().close();
});
