import { expect, type Browser, type Page } from '@playwright/test';
import { baseUrl } from './fixtures';
import { signInAsDemo } from './sign-in';

/** A demo account signed in, in a context of its own. */
export async function signedIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsDemo(page, baseUrl(), name);
  await expect(page).not.toHaveURL(/\/(login|interaction|auth)/);
  return page;
}

/**
 * From the class home: the first quiz of the topic at `topicIndex` (in class order; the first by
 * default), started (or resumed) at its first question.
 */
export async function openAPracticeQuiz(student: Page, topicIndex = 0) {
  await student
    .getByRole('region')
    .filter({ has: student.getByRole('link', { name: /^About / }) })
    .nth(topicIndex)
    .getByRole('link')
    .first()
    .click();
  await student.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  await expect(student.getByText(/^Question \d+ of \d+/).first()).toBeVisible();
}

/** From the class home: the first topic's first quiz, one answer (the first choice), submitted. */
export async function takeAPracticeQuiz(student: Page) {
  await openAPracticeQuiz(student);
  await expect(student.getByText(/^Question 1 of \d+/)).toBeVisible();
  await student.keyboard.press('1');
  await expect(student.getByText('All answers saved')).toBeVisible();
  await student.getByRole('button', { name: 'Submit', exact: true }).click();
  await student.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(student).toHaveURL(/\/result\?attempt=\d+$/);
}
