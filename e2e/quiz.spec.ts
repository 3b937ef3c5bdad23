import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

const CLASS_HOME = '/student/classes/1/performance';

/** Opens the class home and the practice quiz of the topic at `index` (in class order). */
async function openPracticeQuiz(page: Page, index: number) {
  await page.goto(`${baseUrl()}${CLASS_HOME}`);
  const topicSections = page
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: /^About / }) });
  await topicSections.nth(index).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/quiz\/\d+$/);
}

/**
 * The navigator's buttons of answered questions. After a reload, the answers still on the device
 * join those the page opens with a moment later.
 */
const answeredButtons = (page: Page) =>
  page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: /, answered/ });

test('a student takes a practice quiz: intro, questions by keyboard and mouse, submit, result, review', async ({
  page,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto(`${baseUrl()}${CLASS_HOME}`);
  await expect(page.getByRole('heading', { name: 'Final exam and weak areas' })).toBeVisible();
  await expectAccessible(page, 'the class home');

  await openPracticeQuiz(page, 0);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expectAccessible(page, 'the quiz intro');
  await page.getByRole('button', { name: 'Start' }).click();

  // Question 1 by keyboard: 1 chooses the first choice, F flags, → moves on at once.
  await expect(page.getByText(/^Question 1 of \d+/)).toBeVisible();
  await expectAccessible(page, 'a quiz question');
  // Focus lands on the question's heading; the choice tabbed to draws the theme's focus ring.
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+/ })).toBeFocused();
  await page.keyboard.press('Tab');
  const ring = page.locator('.Mui-focusVisible svg').first(); // a radio draws it round its circle
  await expect(ring).toHaveCSS('outline-style', 'solid');
  await expect(ring).toHaveCSS('outline-width', '3px');
  await page.keyboard.press('1');
  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Flagged', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Question 2 of \d+/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Question 2 of \d+/ })).toBeFocused();
  // Question 2 with the mouse. The questions come in a random order: one with a single answer
  // (radios) or a "select all that apply" (checkboxes).
  await page.getByRole('radio').or(page.getByRole('checkbox')).nth(1).check();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await expect(answeredButtons(page)).toHaveCount(2);

  // A reload resumes the same attempt at the same question, with its answers.
  await page.reload();
  await expect(page.getByText(/^Question 2 of \d+/)).toBeVisible();
  await expect(answeredButtons(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(dialog.getByText(/without an answer/)).toBeVisible();
  await expect(dialog.getByText('Flagged for later:')).toBeVisible();
  await expectAccessible(page, 'the submit confirmation');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/result\?attempt=\d+$/);
  await expect(page.getByText(/ of \d+ right/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Results by topic' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earned' })).toContainText(
    /\+\d+ points \(Quizzes completed \+20/,
  );
  await expectAccessible(page, 'the result');

  await page.getByRole('link', { name: 'Review answers' }).click();
  await expect(page).toHaveURL(/\/review\?attempt=\d+$/);
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expectAccessible(page, 'the review');
  await page.getByRole('button', { name: 'Flagged', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Question \d+$/ })).toHaveCount(1);
});

test('offline: three answers, a reload, back online, submitted with every answer counted', async ({
  page,
  context,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await openPracticeQuiz(page, 1);
  await page.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  await expect(page.getByText(/^Question 1 of \d+/)).toBeVisible();
  // The service worker keeps the app shell once it is in control.
  await page.evaluate(
    'navigator.serviceWorker.ready.then(() => new Promise((r) => setTimeout(r, 500)))',
  );

  await context.setOffline(true);
  for (let question = 1; question <= 3; question += 1) {
    await page.keyboard.press('1');
    if (question < 3) await page.keyboard.press('ArrowRight');
  }
  await expect(
    page.getByText("Offline — 3 answers will be sent when you're back online"),
  ).toBeVisible();
  await expectAccessible(page, 'a quiz question, offline');

  await page.reload();
  await expect(page.getByText(/^Question 3 of \d+/)).toBeVisible();
  await expect(answeredButtons(page)).toHaveCount(3);

  await context.setOffline(false);
  await page.evaluate("window.dispatchEvent(new Event('online'))");
  await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/result\?attempt=\d+$/);

  await page.getByRole('link', { name: 'Review answers' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expect(page.getByText(/\(your answer/)).toHaveCount(3);
});

test('the points total opens the ledger behind it', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto(`${baseUrl()}${CLASS_HOME}`);
  await page.getByRole('button', { name: 'How the points add up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your points' });
  await expect(dialog.getByRole('table', { name: 'Points earned' })).toBeVisible();
  await expect(dialog.getByRole('row').nth(1)).toContainText(/\+\d+/);
  await expectAccessible(page, 'the points ledger');
});

test('on a phone, Next shows the new question from its top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await openPracticeQuiz(page, 1);
  await page.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  await expect(page.getByRole('heading', { name: /^Question \d+ of \d+/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Next' }).click();
  const heading = page.getByRole('heading', { name: /^Question 2 of \d+/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});
