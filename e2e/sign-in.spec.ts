import { expect, test } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo, signOutToLogin } from './support/sign-in';
import { expectAccessible } from './support/a11y';

const journeys = [
  { who: DEMO.student, home: '/student' },
  { who: DEMO.teacher, home: '/teacher' },
  { who: DEMO.superuser, home: '/teacher' },
] as const;

for (const { who, home } of journeys) {
  test(`${who} signs in through the identity provider and lands on ${home} with the demo class`, async ({
    page,
  }) => {
    await signInAsDemo(page, baseUrl(), who);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByText(DEMO.className).first()).toBeVisible();
    await expectAccessible(page, `${home} as ${who}`);
  });
}

test('signing out returns to /login and a protected page asks to sign in again', async ({
  page,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  await page.getByRole('button', { name: /account|Sofia/i }).click();
  await signOutToLogin(page, () => page.getByRole('menuitem', { name: 'Sign out' }).click());
  await page.goto(`${baseUrl()}/student`);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unauthenticated visit remembers the wanted page and returns to it after sign-in', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/teacher`);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, 'the sign-in page');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await expectAccessible(page, "the identity provider's sign-in page", { appTheme: false });
  await page.getByRole('button', { name: new RegExp(`Sign in as ${DEMO.teacher}`) }).click();
  await expect(page).toHaveURL(/\/teacher$/);
});
