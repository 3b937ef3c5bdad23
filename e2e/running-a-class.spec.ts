import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

const CLASS_NAME = 'Instrument Rating Evenings';
const TEACHER = { name: 'Marcus Reid', email: 'marcus.reid@demo.groundschool.test' };
const INVITED = { name: 'Priya Shah', email: 'priya.shah@demo.groundschool.test' };
const BY_CODE = 'Jonas Berg';

/** A fresh browser (its own cookies and storage) signed in as a demo account. */
async function signedIn(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, baseUrl(), name);
  await expect(page).not.toHaveURL(/\/(login|interaction|auth)/);
  return page;
}

test('a superuser creates a class and appoints a teacher; the teacher invites one student and shares the code with another; both see the class', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The superuser creates the class and appoints its teacher.
  const admin = await signedIn(browser, 'Avery Admin');
  await expect(admin).toHaveURL(/\/teacher$/);
  await admin.getByRole('button', { name: 'New class' }).click();
  await admin.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(CLASS_NAME);
  await admin.getByRole('button', { name: 'Create class' }).click();
  const card = admin.getByRole('article', { name: CLASS_NAME });
  await expect(card).toBeVisible();
  const href = await card.getByRole('link').first().getAttribute('href');
  const classId = /\/classes\/(\d+)/.exec(href ?? '')?.[1];
  expect(classId).toBeTruthy();
  const studentsPage = `${baseUrl()}/teacher/classes/${classId}/students`;

  await admin.goto(studentsPage);
  await admin.getByRole('textbox', { name: "Teacher's e-mail" }).fill(TEACHER.email);
  await admin.getByRole('button', { name: 'Appoint teacher' }).click();
  await expect(admin.getByRole('list', { name: 'Teachers' })).toContainText(TEACHER.name);
  await expectAccessible(admin, 'the students page of a new class (superuser)');

  // The teacher invites a student by e-mail (an entry that is no address is named, not dropped)
  // and reads the join code.
  const teacher = await signedIn(browser, TEACHER.name);
  await teacher.goto(studentsPage);
  await teacher
    .getByRole('textbox', { name: 'E-mail addresses' })
    .fill(`${INVITED.email}, ${INVITED.name}`);
  await teacher.getByRole('button', { name: 'Invite' }).click();
  await expect(teacher.getByRole('alert').filter({ hasText: 'Invited 1 person.' })).toContainText(
    `${INVITED.name}: not an e-mail address`,
  );
  await expect(teacher.getByRole('list', { name: 'Pending invitations' })).toContainText(
    INVITED.email,
  );
  const link = await teacher
    .getByText(/\/student\?join=/)
    .first()
    .textContent();
  expect(link).toMatch(/\/student\?join=[A-Z0-9]+$/);
  await expectAccessible(teacher, 'the students page with an invitation (teacher)');

  // A second student opens the shared link and joins.
  const joiner = await signedIn(browser, BY_CODE);
  await joiner.goto(link ?? '');
  const dialog = joiner.getByRole('dialog', { name: 'Join a class' });
  await expect(dialog.getByRole('textbox', { name: 'Class code' })).not.toHaveValue('');
  await expectAccessible(joiner, 'the join dialog');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(joiner.getByRole('article', { name: CLASS_NAME })).toBeVisible();

  // The invited student signs in and finds the class on their home.
  const invited = await signedIn(browser, INVITED.name);
  await expect(invited).toHaveURL(/\/student$/);
  await expect(invited.getByRole('article', { name: CLASS_NAME })).toBeVisible();
  await expectAccessible(invited, 'the student home with the invited class');

  // The teacher now sees both students and no pending invitation.
  await teacher.reload();
  const table = teacher.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('row', { name: new RegExp(INVITED.name) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(BY_CODE) })).toBeVisible();
  await expect(teacher.getByRole('list', { name: 'Pending invitations' })).toBeHidden();
});

test('a student opening /teacher is sent to their own home', async ({ browser }) => {
  const page = await signedIn(browser, 'Mei Chen');
  await page.goto(`${baseUrl()}/teacher`);
  await expect(page).toHaveURL(/\/student$/);
});
