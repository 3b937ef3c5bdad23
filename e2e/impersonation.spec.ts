import { expect, test } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

test('a teacher views a student read-only, is refused a change, and stops', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.teacher);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto(`${baseUrl()}/teacher/classes/1/students`);
  const row = page.getByRole('row', { name: new RegExp(DEMO.student) });
  await row.getByRole('button', { name: /view as student/i }).click();

  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText(new RegExp(`Viewing as ${DEMO.student}`))).toBeVisible();
  await expect(page.getByText(DEMO.className).first()).toBeVisible();

  // Any change is refused by the server while impersonating (code 110).
  await page.getByRole('button', { name: /account|Tessa/i }).click();
  await page.getByRole('menuitem', { name: /profile/i }).click();
  await page.getByLabel('Name').fill('Changed while impersonating');
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
