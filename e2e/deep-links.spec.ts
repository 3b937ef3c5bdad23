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
