import { expect, test } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';
import { expectAccessible } from './support/a11y';

test('a teacher views a student read-only, is refused a change, and stops', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.teacher);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto(`${baseUrl()}/teacher/classes/1/students`);
  // The Students table (the class overview below it lists the student too).
  const row = page
    .getByRole('table', { name: 'Students' })
    .getByRole('row', { name: new RegExp(DEMO.student) });
  await expect(row).toBeVisible();
  await expectAccessible(page, "the class's students");
  await row.getByRole('button', { name: /view as student/i }).click();

  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText(new RegExp(`Viewing as ${DEMO.student}`))).toBeVisible();
  await expect(page.getByText(DEMO.className).first()).toBeVisible();
  await expectAccessible(page, 'the student home while viewing as the student');

  // Any change is refused by the server while impersonating (code 110).
  await page.getByRole('button', { name: /account|Tessa/i }).click();
  await page.getByRole('menuitem', { name: /profile/i }).click();
  await page.getByLabel('Name').fill('Changed while impersonating');
  await expectAccessible(page, 'the profile dialog');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Only read-only access is granted for the impersonated session. You cannot perform this action.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText(new RegExp(`Viewing as ${DEMO.student}`))).toBeHidden();
});
