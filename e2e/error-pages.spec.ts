import { expect, test } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';
import { expectAccessible } from './support/a11y';

// These journeys break chunks at the network with page.route, which does not see the requests the
// app's service worker makes: they run without it.
test.use({ serviceWorkers: 'block' });

test('an unknown path shows Page Not Found', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto(`${baseUrl()}/no/such/page`);
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expectAccessible(page, 'the 404 page');
});

test('a signed-out visit to an unknown path asks to sign in', async ({ page }) => {
  await page.goto(`${baseUrl()}/no/such/page`);
  await expect(page).toHaveURL(/\/login$/);
});

test('a route parameter that is not a positive integer shows Page Not Found', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto(`${baseUrl()}/student/classes/abc/performance`);
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('a screen that fails while loading shows the generic error page', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  // The bell and the toaster load after the first paint: let them arrive before chunks break, or the
  // page fails before the click rather than at it.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // From now on every newly loaded screen module throws as it is evaluated (loaded ones stay cached).
  await page.route(/\/assets\/.*\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("boom");' }),
  );
  await page.getByText(DEMO.className).first().click();
  await expect(page.getByText('Internal Server Error')).toBeVisible();
  await expectAccessible(page, 'the error page');
});
