import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

test('a student studies a topic deck: flip, rate, undo, summary, and the due counts', async ({
  page,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  const card = page.getByRole('article', { name: DEMO.className });
  await expect(card.getByText(/\d+ due · \d+ new today/)).toBeVisible();
  await expectAccessible(page, 'the student home with flashcard counts');

  await page.goto(`${baseUrl()}/student/classes/1/topic/1`);
  await expect(page.getByText(/\d+ due · \d+ new today/)).toBeVisible();
  await expectAccessible(page, 'the topic page with its deck');
  await page.getByRole('link', { name: 'Study now' }).click();

  // The front, then Space flips to the back with the rating buttons and their intervals.
  await expect(page).toHaveURL(/\/topic\/1\/flashCard$/);
  const front = page.getByRole('region', { name: 'Card, front' });
  await expect(front).toBeVisible();
  const firstFront = (await front.textContent()) ?? '';
  await expectAccessible(page, 'a flashcard, front');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Good, next in 10 min' })).toBeVisible();
  await expectAccessible(page, 'a flashcard, back with the ratings');

  // Rate Easy with the keyboard: the next card shows at once; undo brings the first one back.
  await page.keyboard.press('4');
  await expect(page.getByText('1 done', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('region', { name: 'Card, front' })).toHaveText(firstFront);
  await expect(page.getByText('0 done', { exact: false })).toBeVisible();

  // Then through the deck: click to flip, Easy for each, until the summary.
  for (let index = 0; index < 12; index += 1) {
    const summary = page.getByRole('heading', { name: 'Session complete' });
    if (await summary.isVisible()) break;
    await page.getByRole('region', { name: 'Card, front' }).click();
    await page.getByRole('button', { name: /^Easy/ }).click();
  }
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.getByText('Correct').locator('xpath=following-sibling::*[1]')).toHaveText(
    '100 %',
  );
  await expectAccessible(page, 'the session summary');

  // The ratings reached the server: nothing of this topic is new or due any more.
  await page.goto(`${baseUrl()}/student/classes/1/topic/1`);
  await expect(page.getByText('All caught up for today.')).toBeVisible();
});

test('a card rated Again stays in the session after a reload', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto(`${baseUrl()}/student/classes/1/topic/2/flashCard`);
  const progress = page.getByText(/^Review · \d+ done, \d+ to go$/);
  const before = /(\d+) to go/.exec((await progress.textContent()) ?? '')?.[1];
  expect(before).toBeDefined();

  await page.keyboard.press('Space');
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/reviews$/.test(response.url()),
  );
  await page.keyboard.press('1');
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText(`1 done, ${before} to go`, { exact: false })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`0 done, ${before} to go`, { exact: false })).toBeVisible();
});
