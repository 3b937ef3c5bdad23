import { expect, test } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

test('a 401 in the middle of a signed-in session sends the user to /login', async ({ page }) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);

  // The API stops accepting the session (revoked on the server).
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ detail: { error_code: 101, message: 'Sign in to continue.' } }),
    }),
  );
  // The next call fails: opening a class screen, or the app's own session check if it comes first.
  await page
    .getByRole('link', { name: 'Performance' })
    .first()
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
});
