import { expect, test, type Page } from '@playwright/test';
import {
  deliver,
  disableAndNotify,
  enrol,
  resend,
} from '../tests/server/teachable/fake-teachable/webhook-sender';
import { expectAccessible } from './support/a11y';
import {
  anEnrolledStudent,
  COURSE_ID,
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

// Teachable's enrolment webhooks reaching the app while the student is signed in in the course
// page (the fake posts them as Teachable would; this school has no Admin API key, so a removal
// applies at once).
test.describe('enrolment webhooks', () => {
  const webhookAddress = (token: string) => `${world.app.url}/api/teachable/webhooks/${token}`;

  /** A student enrolled in the course who signed in inside the course page and sees the class. */
  async function aSignedInStudent(page: Page, name: string) {
    const student = anEnrolledStudent(world, name);
    const frame = await openCoursePage(page, world);
    const popup = await signInFromFrame(page, frame, student);
    await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => undefined);
    await expect(frame.getByText(world.fixtures.className).first()).toBeVisible({
      timeout: 20_000,
    });
    world.teachable.webhookAddress = webhookAddress(world.fixtures.webhookToken);
    return student;
  }

  /** The course page again: the app's next requests, with the frame's session. */
  async function reopened(page: Page) {
    await page.reload();
    return page.frameLocator('iframe[name="groundschool"]');
  }

  test("an Enrollment.disabled webhook removes the signed-in student's access at their next request", async ({
    page,
  }) => {
    const student = await aSignedInStudent(page, 'Dora Disabled');
    const { delivery } = await disableAndNotify(world.teachable, student.id, COURSE_ID);
    expect(delivery).toEqual({ status: 200, body: { outcome: 'removed', repeated: false } });

    const frame = await reopened(page);
    // A student with no class: the spec's Login Failed modal (no roles), not the class.
    await expect(frame.getByRole('dialog', { name: 'Login Failed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(frame.getByText(world.fixtures.className)).toHaveCount(0);
  });

  test('a forged and a repeated webhook change nothing', async ({ page }) => {
    const student = await aSignedInStudent(page, 'Fred Forged');
    const forged = await deliver(webhookAddress('a-guessed-token'), {
      id: 1,
      type: 'Enrollment.disabled',
      created: new Date().toISOString(),
      object: { user_id: student.id, course_id: COURSE_ID },
    });
    expect(forged.status).toBe(404);

    // A real one, which Teachable then delivers again (it did not hear the first answer).
    const created = enrol(world.teachable, student.id, COURSE_ID);
    expect((await resend(world.teachable, created)).body).toEqual({
      outcome: 'recorded',
      repeated: false,
    });
    expect((await resend(world.teachable, created)).body).toEqual({
      outcome: 'recorded',
      repeated: true,
    });

    const frame = await reopened(page);
    await expect(frame.getByText(world.fixtures.className).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(frame.getByRole('dialog', { name: 'Login Failed' })).toHaveCount(0);
  });
});
