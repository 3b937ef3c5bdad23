import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

const CLASS_HOME = '/student/classes/1/performance';

test('a question missed in a quiz comes back on the class home and is reviewed there', async ({
  page,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);

  // A practice quiz of ten questions, each answered with its first choice (shuffled): some miss.
  await page.goto(`${baseUrl()}${CLASS_HOME}`);
  const topicSections = page
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: /^About / }) });
  await topicSections.nth(3).getByRole('link').first().click();
  await page.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  const first = page.getByText(/^Question 1 of \d+/);
  await expect(first).toBeVisible();
  const total = Number(/of (\d+)/.exec((await first.textContent()) ?? '')?.[1]);
  for (let question = 1; question <= total; question += 1) {
    await expect(page.getByText(new RegExp(`^Question ${question} of`))).toBeVisible();
    await page.keyboard.press('1');
    if (question < total) await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/result\?attempt=\d+$/);
  const right = Number(
    /(\d+) of \d+ right/.exec((await page.getByText(/ of \d+ right/).textContent()) ?? '')?.[1],
  );
  expect(right).toBeLessThan(total);

  // The class home counts them; the review asks them again, graded by the server.
  await page.goto(`${baseUrl()}${CLASS_HOME}`);
  const card = page.getByRole('region', { name: 'Missed questions due' });
  await expect(card).toContainText(/[1-9]\d* due · \d+ in your queue/);
  await expectAccessible(page, 'the class home with missed questions due');
  await card.getByRole('link', { name: 'Review missed questions' }).click();
  await expect(page).toHaveURL(/\/student\/classes\/1\/missed-questions$/);

  const heading = page.getByRole('heading', { name: /^Question 1 of \d+/ });
  await expect(heading).toBeFocused();
  await expectAccessible(page, 'a missed question');
  // By keyboard: the first choice, then Enter checks the answer.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  const verdict = page.getByRole('heading', { name: /^(Right|Not quite)/ });
  await expect(verdict).toBeFocused();
  await expect(page.getByText(/correct answer/).first()).toBeVisible();
  await expect(page.getByText(/(times in a row|Missed again)/)).toBeVisible();
  await expectAccessible(page, 'a missed question answered');
});
