import { expect, test } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

// These journeys break chunks at the network with page.route, which does not see the requests the
// app's service worker makes: they run without it.
test.use({ serviceWorkers: 'block' });

test('after a restart with a new build, a screen whose chunk is gone reloads the page once and opens', async ({
  page,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByText(DEMO.className).first()).toBeVisible();

  // The new build no longer has the old chunks: the first request for a screen's module is a 404.
  await page.route(
    /\/assets\/student-flashcards-page-[\w-]+\.js$/,
    (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
    { times: 1 },
  );
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Flashcards' }).first().click();
  await reloaded;
  await expect(page).toHaveURL(/\/student\/classes\/1\/flashCard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
