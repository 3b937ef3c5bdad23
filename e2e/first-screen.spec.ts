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

for (const mode of ['light', 'dark'] as const) {
  test(`the sign-in page's shell paints in the ${mode} colours the user chose`, async ({
    page,
  }) => {
    const refused = await openShell(page, '/login', mode);
    await expect(page.getByRole('heading', { name: 'Welcome to Groundschool' })).toBeVisible();
    await expect(page.locator('.gs-shell-card')).toHaveCSS(
      'background-color',
      mode === 'dark' ? 'rgb(18, 28, 46)' : 'rgb(255, 255, 255)',
    );
    expect(refused).toEqual([]);
    await expectAccessible(page, `the sign-in page's shell (${mode})`, { appTheme: false });
  });

  test(`the student home's shell paints in the ${mode} colours the user chose`, async ({
    page,
  }) => {
    const refused = await openShell(page, '/student', mode);
    await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();
    await expect(page.locator('.gs-shell')).toHaveCSS(
      'background-color',
      mode === 'dark' ? 'rgb(11, 18, 32)' : 'rgb(244, 246, 250)',
    );
    expect(refused).toEqual([]);
    await expectAccessible(page, `the student home's shell (${mode})`, { appTheme: false });
  });
}
