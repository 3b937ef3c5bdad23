import { expect, test } from '@playwright/test';
import { DEMO, baseUrl, readFixtures } from './support/fixtures';
import { expectAccessible } from './support/a11y';

test('a course-platform launch with ?auth= signs the student in with a cookie session', async ({
  page,
  context,
}) => {
  const { lmsStudent } = readFixtures();
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/users/me') || pathname.startsWith('/api/classes')) {
      apiCalls.push(`${pathname}${request.url().includes('auth=') ? '?auth' : ''}`);
    }
  });
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });
  await page.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.validToken)}`);
  await expect(page).toHaveURL(/\/student/);
  await expect(page.getByText(DEMO.className).first()).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'gs_session')?.httpOnly).toBe(true);
  // The page started the exchange and the class list itself; the app took their answers.
  expect(refusedByPolicy).toEqual([]);
  expect(apiCalls.filter((call) => call === '/api/users/me?auth')).toHaveLength(1);
  expect(apiCalls.filter((call) => call === '/api/classes')).toHaveLength(1);
});

test('an expired launch token ends on /login', async ({ page }) => {
  const { lmsStudent } = readFixtures();
  await page.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.expiredToken)}`);
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
});

test('a 401 in the middle of an lms session is healed with the stored token', async ({
  page,
  context,
}) => {
  const { lmsStudent } = readFixtures();
  await page.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.validToken)}`);
  await expect(page.getByText(DEMO.className).first()).toBeVisible();

  // The server session disappears (expired, or signed out elsewhere): the next call gets a 401.
  await context.clearCookies();
  await page.goto(`${baseUrl()}/student`);
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText(DEMO.className).first()).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === 'gs_session')).toBe(true);
});

test('inside a course page that blocks cookies, the app does not get stuck: it offers a tab of its own', async ({
  page,
}) => {
  const { lmsStudent } = readFixtures();
  // A browser that keeps none of the app's cookies, as a third-party frame with cookies blocked:
  // API calls go out without cookies (through Node, not the browser) and come back without any.
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const headers = { ...request.headers() };
    delete headers.cookie;
    const answer = await fetch(request.url(), {
      method: request.method(),
      headers,
      body: request.postDataBuffer() ?? undefined,
    });
    const answerHeaders = Object.fromEntries(answer.headers);
    // fetch has already decoded the body; the cookies are what the browser would refuse.
    for (const name of ['set-cookie', 'content-encoding', 'content-length']) {
      delete answerHeaders[name];
    }
    await route.fulfill({
      status: answer.status,
      headers: answerHeaders,
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  await page.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.validToken)}`);
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(
    page.getByText("Your browser blocked this app's cookies inside the course page."),
  ).toBeVisible();
  await expectAccessible(page, 'the sign-in page with cookies blocked');

  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /Open Groundschool in a new tab/ }).click(),
  ]);
  await expect(tab).toHaveURL(/\/student$/);
  await expect(tab.getByText(DEMO.className).first()).toBeVisible();
});
