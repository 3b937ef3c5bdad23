import { expect, test } from '@playwright/test';
import { DEMO, baseUrl, readFixtures } from './support/fixtures';

test('a course-platform launch with ?auth= signs the student in with a cookie session', async ({
  page,
  context,
}) => {
  const { lmsStudent } = readFixtures();
  await page.goto(`${baseUrl()}/?auth=${encodeURIComponent(lmsStudent.validToken)}`);
  await expect(page).toHaveURL(/\/student/);
  await expect(page.getByText(DEMO.className).first()).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'gs_session')?.httpOnly).toBe(true);
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
