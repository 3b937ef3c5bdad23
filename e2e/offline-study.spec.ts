import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { watchBearer } from './support/bearer';
import { baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

/** A student no other journey studies flashcards as, so the deck is as the seed made it. */
const STUDENT = "Liam O'Brien";
const DECK = '/student/classes/1/flashCard';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};
type SessionCards = { cards: { id: number }[] };

/** The due cards the server has for the student now, by the API. */
async function dueCardIds(page: Page, bearer: string) {
  const response = await page.request.get(
    `${baseUrl()}/api/classes/1/flashcards/session?mode=review`,
    { headers: { authorization: bearer } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SessionCards).cards.map((card) => card.id);
}

test('installable, then a flashcard session offline: reload, rate, and the ratings arrive once back online', async ({
  page,
  context,
}) => {
  const bearer = watchBearer(page);
  await signInAsDemo(page, baseUrl(), STUDENT);
  await expect(page).toHaveURL(/\/student$/);

  // Install criteria: a manifest with a name, icons of 192 and 512 px, standalone display and a
  // start address, and a service worker in control of the page.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = (await (
    await page.request.get(`${baseUrl()}${manifestHref}`)
  ).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Groundschool',
    short_name: 'Groundschool',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1565c0',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(`${baseUrl()}${icon.src}`);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Review due', '/student/review-due'],
    ['Continue quiz', '/student/continue-quiz'],
  ]);
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
    .toBe(true);
  // The "Review due" shortcut opens the class's daily review, online: the deck is kept.
  await page.goto(`${baseUrl()}/student/review-due`);
  await expect(page).toHaveURL(new RegExp(`${DECK}$`));
  await expect(page.getByRole('region', { name: 'Card, front' })).toBeVisible();
  const due = await dueCardIds(page, bearer());
  expect(due.length).toBeGreaterThan(2);
  const toGo = page.getByText(/^Review · \d+ done, \d+ to go$/);
  await expect(toGo).toHaveText(`Review · 0 done, ${due.length} to go`);

  // On the plane: the session reloaded offline opens from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline — studying the cards kept on this device/)).toBeVisible();
  await expect(toGo).toHaveText(`Review · 0 done, ${due.length} to go`);
  await expectAccessible(page, 'a flashcard session offline');

  // Two cards rated Easy, waiting to be sent; a reload offline does not ask them again.
  for (let card = 0; card < 2; card += 1) {
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /^Easy, next in/ })).toBeVisible();
    await page.keyboard.press('4');
  }
  await expect(page.getByText('2 ratings waiting to be sent', { exact: false })).toBeVisible();
  await expectAccessible(page, 'a flashcard session offline, ratings waiting');
  await page.reload();
  await expect(toGo).toHaveText(`Review · 0 done, ${due.length - 2} to go`);
  await expect(page.getByText('2 ratings waiting to be sent', { exact: false })).toBeVisible();

  // Landed: the ratings go, and the server's session replaces the device's.
  await context.setOffline(false);
  await page.evaluate("window.dispatchEvent(new Event('online'))");
  await expect(page.getByText(/^Offline — /)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('waiting to be sent', { exact: false })).toBeHidden();
  await expect(toGo).toHaveText(`Review · 0 done, ${due.length - 2} to go`);
  expect(await dueCardIds(page, bearer())).toEqual(due.slice(2));

  // Chromium's own installability check (through DevTools), asked last: with it asked before going
  // offline, this test browser's reload offline came up signed out.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Chromium's own check, but for the one thing a test browser is: a private (incognito) profile.
  expect(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  await cdp.detach();
});
