import { expect, test, type Page } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../contract/color-mode';
import { baseUrl } from './support/fixtures';
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
