import { expect, test } from '@playwright/test';
import { NO_ROLES_ACCOUNT, baseUrl } from './support/fixtures';
import { signInWithPassword, signOutToLogin } from './support/sign-in';
import { expectAccessible } from './support/a11y';

test('a user without roles sees the blocking Login Failed modal and can log out', async ({
  page,
}) => {
  await signInWithPassword(page, baseUrl(), NO_ROLES_ACCOUNT.email, NO_ROLES_ACCOUNT.password);
  const modal = page.getByRole('dialog', { name: 'Login Failed' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('View Your Course(s) information');
  await expectAccessible(page, 'the Login Failed modal');
  await signOutToLogin(page, () =>
    modal.getByRole('button', { name: 'Log Out and Try Again' }).click(),
  );
});
