import { expect, test, type BrowserContext } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { DEMO, baseUrl, readFixtures } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

const CLASS_ID = 1;
const CLASS_HOME = paths.student.performance.href({ classId: CLASS_ID });

/** A bookmarked class home opened in a new tab of the same browser profile. */
async function openClassHomeInNewTab(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto(`${baseUrl()}${CLASS_HOME}`);
  return tab;
}

test('after an lms launch, a bookmarked class home opened in a new tab is signed in', async ({
  page,
  context,
}) => {
  const { lmsStudent } = readFixtures();
  await page.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.validToken)}`);
  await expect(page.getByText(DEMO.className).first()).toBeVisible();

  const tab = await openClassHomeInNewTab(context);
  await expect(tab.getByRole('heading', { level: 1, name: DEMO.className })).toBeVisible({
    timeout: 30_000,
  });
  await expect(tab).toHaveURL(new RegExp(`${CLASS_HOME}$`));
});

test('after signing in with the identity provider, a bookmarked class home opened in a new tab is signed in', async ({
  page,
  context,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);

  const tab = await openClassHomeInNewTab(context);
  await expect(tab.getByRole('heading', { level: 1, name: DEMO.className })).toBeVisible({
    timeout: 30_000,
  });
  await expect(tab).toHaveURL(new RegExp(`${CLASS_HOME}$`));
});

test.describe('the class home opened cold', () => {
  // Chunks come from the network, as on a first visit: no service worker answers them.
  test.use({ serviceWorkers: 'block' });

  test("paints with every chunk it needs preloaded by the server's page, and nothing moves as it loads", async ({
    browser,
  }) => {
    const { lmsStudent } = readFixtures();
    const launch = await browser.newContext();
    const launchPage = await launch.newPage();
    await launchPage.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.validToken)}`);
    await expect(launchPage.getByText(DEMO.className).first()).toBeVisible();
    // A new tab of the same browser profile, with nothing in its HTTP cache.
    const cold = await browser.newContext({
      storageState: await launch.storageState(),
      viewport: { width: 412, height: 823 },
    });
    await launch.close();
    const page = await cold.newPage();
    // Strings run in the page: this project's Node types have no DOM. The layout shift adds up as
    // Lighthouse counts it; the page counts as drawn when the app first draws its <main> (the
    // server's shell has none).
    await page.addInitScript(`
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('main h1')) return;
        window.pageDrawnAt = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `);
    const scripts: { path: string; at: number }[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push({ path: pathname, at: Date.now() });
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });

    const answer = await page.goto(`${baseUrl()}${CLASS_HOME}`);
    const html = (await answer?.text()) ?? '';
    const heading = page.getByRole('heading', { level: 1, name: DEMO.className });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const drawnAt = (await page.evaluate('window.pageDrawnAt')) as number;
    // The page's own chunk is among the preloads: it is this page's first screen, not the home's.
    const preloaded = new Set(
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      ),
    );
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];
    expect([...preloaded].some((file) => file?.includes('student-performance-page'))).toBe(true);
    // No second wave: every chunk fetched before the page was drawn was named by the server's page
    // (what loads afterwards is what the screen defers on purpose, such as the notification bell).
    const secondWave = scripts
      .filter((script) => script.at <= drawnAt)
      .map((script) => script.path)
      .filter((path) => path !== entry && !preloaded.has(path));
    expect(secondWave).toEqual([]);

    await expect(page.getByRole('region', { name: 'Flashcards' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const layoutShift = (await page.evaluate('window.layoutShift')) as number;
    expect(layoutShift).toBeLessThanOrEqual(0.05);
    // The page started the user's and the class's requests before its code; the app took their
    // answers instead of asking again.
    for (const path of ['/api/users/me', '/api/classes/1', '/api/classes/1/quizzes']) {
      expect(apiCalls.filter((call) => call === path)).toHaveLength(1);
    }
    await cold.close();
  });
});
