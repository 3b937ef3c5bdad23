import { execFileSync } from 'node:child_process';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import {
  startFakeTeachable,
  type FakeTeachable,
  type FakeTeachableUser,
} from '../../tests/server/teachable/fake-teachable';
import { coursePageUrl } from '../../tests/server/teachable/fake-teachable/school-site';
import { expectAccessible } from './a11y';
import type { TeachableFixtures, TeachableSchoolSetup } from './prepare-teachable';
import { freePort, newDataDir, startServer, type RunningServer } from './server';

// The Teachable journeys' world: a fake Teachable school on 127.0.0.1 whose course 2001 feeds the
// demo class, and the app on localhost (so the school's course page frames it cross-site).

export const COURSE_ID = 2001;
const SECRETS_KEY = Buffer.alloc(32, 11).toString('base64');

export type TeachableJourneys = {
  teachable: FakeTeachable;
  app: RunningServer;
  fixtures: TeachableFixtures;
  /** The school's embed address of the app (what the owner pastes into a lecture). */
  embedUrl: string;
  close: () => Promise<void>;
};

export async function startTeachableJourneys(): Promise<TeachableJourneys> {
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const teachable = await startFakeTeachable({
    oauthApp: { redirectUris: [`${appUrl}/auth/teachable/callback`] },
    courses: [{ id: COURSE_ID, name: 'Private Pilot Ground School' }],
    users: [],
  });
  const dataDir = newDataDir();
  const setup: TeachableSchoolSetup = {
    schoolId: teachable.schoolId,
    schoolUrl: teachable.address,
    clientId: teachable.oauthApp.clientId,
    clientSecret: teachable.oauthApp.clientSecret,
    courseId: String(COURSE_ID),
    secretsKey: SECRETS_KEY,
  };
  const fixtures = JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'e2e/support/prepare-teachable.ts', dataDir, JSON.stringify(setup)],
      { encoding: 'utf8' },
    ),
  ) as TeachableFixtures;
  const app = await startServer({
    dataDir,
    port,
    env: {
      SECRETS_KEY,
      TEACHABLE_SSO_URL: teachable.address,
      TEACHABLE_API_URL: teachable.address,
    },
  });
  return {
    teachable,
    app,
    fixtures,
    embedUrl: `${appUrl}/?teachable=${teachable.schoolId}`,
    close: async () => {
      await app.stop();
      await teachable.close();
    },
  };
}

/** A student of the school, enrolled in the course that feeds the demo class. */
export function anEnrolledStudent(world: TeachableJourneys, name: string): FakeTeachableUser {
  const id = 90000 + world.teachable.users.length + 1;
  const slug = name.toLowerCase().replace(/\W+/g, '.');
  const user: FakeTeachableUser = {
    id,
    name,
    email: `${slug}@school.test`,
    password: `${slug}-password`,
    role: 'student',
  };
  world.teachable.users.push(user);
  world.teachable.enrolments.push({
    userId: id,
    courseId: COURSE_ID,
    enrolledAt: new Date(),
    isActive: true,
    expiresAt: null,
  });
  return user;
}

/** The school's lecture page, framing the app at its embed address. */
export async function openCoursePage(page: Page, world: TeachableJourneys) {
  await page.goto(coursePageUrl(world.teachable, world.embedUrl, COURSE_ID));
  return page.frameLocator('iframe[name="groundschool"]');
}

/**
 * Continue with Teachable in the frame, then Teachable's pages in the popup: the school's sign-in
 * when asked, and the consent page (its courses box left ticked or unticked). Returns the popup.
 */
export async function signInFromFrame(
  page: Page,
  frame: FrameLocator,
  user: FakeTeachableUser,
  options: { grantCourses?: boolean; onConsent?: (popup: Page) => Promise<void> } = {},
) {
  const opened = page.waitForEvent('popup');
  await frame.getByRole('button', { name: 'Continue with Teachable' }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  if (await popup.getByRole('heading', { name: 'Log in' }).isVisible()) {
    await popup.getByLabel('Email').fill(user.email);
    await popup.getByLabel('Password').fill(user.password);
    await popup.getByRole('button', { name: 'Log in' }).click();
  }
  const courses = popup.getByRole('checkbox', { name: 'View Your Course(s) information' });
  await expect(courses).toBeChecked();
  if (options.grantCourses === false) await courses.uncheck();
  await options.onConsent?.(popup);
  await popup.getByRole('button', { name: 'Approve' }).click();
  return popup;
}

/**
 * axe on the course page with the app's screen in its frame. The frame keeps no storage, so its
 * theme cannot be switched there: the app's screens are scanned in both themes in a tab of their
 * own (`expectAccessible`), and here as the frame shows them.
 */
export async function expectAccessibleInFrame(page: Page, screen: string) {
  await expectAccessible(page, screen, { appTheme: false });
}

/** axe on a page the server renders (it follows the system's scheme), light and dark. */
export async function expectServerPageAccessible(page: Page, screen: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page, `${screen} (${colorScheme})`, { appTheme: false });
  }
  await page.emulateMedia({ colorScheme: null });
}
