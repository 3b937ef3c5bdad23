import { expect, type Page } from '@playwright/test';

/** Signs in through the real built-in identity provider with its one-click demo button. */
export async function signInAsDemo(page: Page, baseUrl: string, name: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByRole('button', { name: new RegExp(`Sign in as ${escapeRegExp(name)}`) }).click();
}

/** Signs in through the provider's e-mail and password form. */
export async function signInWithPassword(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Runs `signOut` and waits until the sign-out has ended. The app shows /login at once, then signs
 * out of the identity provider, which comes back to /login in a full navigation: a navigation
 * started, or the page closed, before that round trip ends would be caught in it.
 */
export async function signOutToLogin(page: Page, signOut: () => Promise<void>) {
  const providerSignedOut = page.waitForResponse((response) =>
    response.url().includes('/oidc/session/end/confirm'),
  );
  await signOut();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await providerSignedOut;
  await page.waitForURL(/\/login(\?|$)/, { waitUntil: 'load' });
}
