import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import {
  anEnrolledStudent,
  expectAccessibleInFrame,
  expectServerPageAccessible,
  openCoursePage,
  signInFromFrame,
  startTeachableJourneys,
  type TeachableJourneys,
} from './support/teachable';

// The Teachable journeys in a real browser: Groundschool framed by a school's lecture page on
// another site (127.0.0.1 frames localhost), where Chromium keeps no unpartitioned third-party
// cookie: the frame signs in through a popup and claims the finished sign-in.

test.describe.configure({ mode: 'serial' });

let world: TeachableJourneys;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  world = await startTeachableJourneys();
});

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test.afterAll(async () => {
  await world?.close();
});

test('a student signs in with Teachable inside the course page and lands in the class', async ({
  page,
}) => {
  const student = anEnrolledStudent(world, 'Tess Teachable');
  const frame = await openCoursePage(page, world);
  await expect(frame.getByRole('button', { name: 'Continue with Teachable' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessibleInFrame(page, 'the login page in the course page');
  const tab = await page.context().newPage();
  await tab.goto(world.embedUrl);
  await expect(tab.getByRole('button', { name: 'Continue with Teachable' })).toBeVisible();
  await expectAccessible(tab, 'the login page with Continue with Teachable');
  await tab.goto(`${world.app.url}/auth/teachable/start?school=not-connected`);
  await expect(tab.getByRole('heading', { name: 'Unknown school' })).toBeVisible();
  await expectServerPageAccessible(tab, 'the sign-in problem page');
  await tab.close();

  const popup = await signInFromFrame(page, frame, student);
  await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => undefined);

  await expect(frame.getByText(world.fixtures.className).first()).toBeVisible({ timeout: 20_000 });
  await expectAccessibleInFrame(page, 'the class in the course page');

  // Only a partitioned cookie holds the frame's session: third-party cookies are blocked.
  const appCookies = await page.context().cookies(world.app.url);
  const session = appCookies.filter((cookie) => cookie.name === 'gs_session');
  expect(session.length).toBeGreaterThan(0);
  expect(session.every((cookie) => cookie.partitionKey)).toBe(true);
});

test('without "View Your Course(s) information" the student sees Login Failed, logs out of both and is asked again', async ({
  page,
}) => {
  const student = anEnrolledStudent(world, 'Una Unticked');
  const frame = await openCoursePage(page, world);
  await signInFromFrame(page, frame, student, { grantCourses: false });

  const modal = frame.getByRole('dialog', { name: 'Login Failed' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText(
    "Groundschool could not see which courses you belong to. The checkbox 'View Your Course(s) information' must stay enabled when you allow Groundschool to access your account.",
  );
  await expect(modal).toContainText(
    "Please log out, then sign in again and tick the box 'View Your Course(s) information'.",
  );
  await expectAccessibleInFrame(page, 'the Login Failed modal in the course page');

  const signedInAtSchool = world.teachable.schoolSessions.size;
  const signOutPopup = page.waitForEvent('popup');
  await modal.getByRole('button', { name: 'Log Out and Try Again' }).click();
  const schoolSignOut = await signOutPopup;
  await expect(schoolSignOut).toHaveURL(`${world.teachable.address}/sign_out`);
  await expect(frame.getByRole('button', { name: 'Continue with Teachable' })).toBeVisible({
    timeout: 10_000,
  });
  expect(world.teachable.schoolSessions.size).toBe(signedInAtSchool - 1);

  const consents = world.teachable.consentsShown;
  const popup = await signInFromFrame(page, frame, student);
  expect(world.teachable.consentsShown).toBe(consents + 1);
  await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => undefined);
  await expect(frame.getByText(world.fixtures.className).first()).toBeVisible({ timeout: 20_000 });
});
