import { expect, test } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

// The teacher's screens fit their window: nothing cut short, nothing wider than a phone (issue 27).

/** The page scrolls sideways by this many pixels (0: it fits). */
const sidewaysOverflow = `document.documentElement.scrollWidth - document.documentElement.clientWidth`;

test('the questions filter shows the whole sort order on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsDemo(page, baseUrl(), DEMO.teacher);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto(`${baseUrl()}${paths.teacher.questions.href({ classId: 1 })}`);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveText('Best match or newest');
  const cut = await sort.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut).toBe(false);
});

test("on a phone the students page says the overview scrolls sideways, and a student's page fits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, baseUrl(), DEMO.teacher);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto(`${baseUrl()}${paths.teacher.students.href({ classId: 1 })}`);
  const overview = page.getByRole('region', { name: 'Class overview table' });
  await expect(overview).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Class overview', exact: true })
      .getByText('More columns to the right: scroll sideways.'),
  ).toBeVisible();
  expect(await page.evaluate(sidewaysOverflow)).toBe(0);
  await expectAccessible(page, 'the students page on a phone');

  await page
    .getByRole('region', { name: 'Class overview', exact: true })
    .getByRole('link', { name: DEMO.student })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO.student })).toBeVisible();
  expect(await page.evaluate(sidewaysOverflow)).toBe(0);
});
