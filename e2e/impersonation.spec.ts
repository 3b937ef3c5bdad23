import { expect, test, type Page } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';
import { expectAccessible } from './support/a11y';

test('a teacher views a student read-only: writing controls are off with the reason, teacher pages are not offered, and Stop goes back', async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  // The teacher's page it left asks nothing more of the server: no false error toast.
  await expect(page.getByText('An unknown error occurred.')).toBeHidden();
  // Only the student's areas are offered.
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'My classes' })).toBeVisible();
  await expect(mainNav.getByRole('link', { name: 'Teaching' })).toHaveCount(0);
  await expectAccessible(page, 'the student home while viewing as the student');

  // Controls that would write are off, with the reason, and a rating key counts nothing.
  const reason = `Read-only: you are viewing the app as ${DEMO.student}, so this is turned off.`;
  await page.getByRole('button', { name: /account|Tessa/i }).click();
  await page.getByRole('menuitem', { name: /profile/i }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByRole('dialog').getByText(reason)).toBeVisible();
  await expectAccessible(page, 'the profile dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await openQuizIntro(page);
  const start = page.getByRole('button', { name: /^(Start|Resume)$/ });
  await expect(start).toBeVisible();
  if ((await start.textContent()) === 'Start') {
    await expect(start).toBeDisabled();
    await expect(page.getByText(reason)).toBeVisible();
  }
  await expectAccessible(page, 'the quiz intro while viewing as the student');

  await page.goto(`${baseUrl()}/student/classes/1/topic/2/flashCard`);
  await expect(page.getByRole('region', { name: 'Card, front' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Good/ })).toBeDisabled();
  await expect(
    page.getByRole('group', { name: 'How well did you know it?' }),
  ).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('button', { name: 'Change' })).toHaveAccessibleDescription(reason);
  await page.keyboard.press('3');
  await expect(page.getByText(/0 done/)).toBeVisible();
  await expect(page.getByText(/read-only access is granted/)).toBeHidden();
  await expectAccessible(page, 'a flashcard while viewing as the student');

  // A teacher's page opened by its address sends the viewer to the student's home.
  await page.goto(`${baseUrl()}/teacher/classes/1/questions`);
  await expect(page).toHaveURL(/\/student$/);

  // Stop goes back to where the viewing began.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText(new RegExp(`Viewing as ${DEMO.student}`))).toBeHidden();
  await expect(page).toHaveURL(/\/teacher\/classes\/1\/students$/);
  await expect(page.getByRole('table', { name: 'Students' })).toBeVisible();
});

/** The intro of the class's first practice quiz (from the class home). */
async function openQuizIntro(page: Page) {
  await page.goto(`${baseUrl()}/student/classes/1/performance`);
  await page
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: /^About / }) })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/quiz\/\d+$/);
}
