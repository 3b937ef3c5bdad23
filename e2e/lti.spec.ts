import { execFileSync } from 'node:child_process';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { startFakePlatform, type FakePlatform } from '../tests/server/lti/fake-platform';
import { initiateLogin } from '../tests/server/lti/fake-platform/auth-endpoint';
import {
  RolePresets,
  deepLinkingClaims,
  resourceLinkClaims,
  type Person,
} from '../tests/server/lti/fake-platform/claims';
import { coursePageUrl } from '../tests/server/lti/fake-platform/platform-storage';
import { Claim } from '../server/course-platforms/lti/claims';
import { expectAccessible } from './support/a11y';
import type { LtiFixtures, LtiPlatformSetup } from './support/prepare-lti';
import { freePort, newDataDir, startServer, type RunningServer } from './support/server';

// The LTI 1.3 journeys in a real browser: Groundschool framed by a Moodle-shaped platform on another
// site (127.0.0.1 frames localhost), where Chromium keeps no unpartitioned third-party cookie.

test.describe.configure({ mode: 'serial' });

const COURSE = { id: 'e2e-course', title: 'Private Pilot Ground School', label: 'PPL' };
const instructor: Person = {
  sub: 'moodle-instructor-1',
  roles: RolePresets.moodle.teacher,
  name: 'Ingrid Instructor',
  email: 'ingrid@moodle.test',
};
const studentNamed = (sub: string, name: string): Person => ({
  sub,
  roles: RolePresets.moodle.student,
  name,
});

let platform: FakePlatform;
let tool: RunningServer;
let toolPort: number;
let dataDir: string;
let fixtures: LtiFixtures;

const toolUrl = () => `http://localhost:${toolPort}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  toolPort = await freePort();
  platform = await startFakePlatform({
    toolKeySet: async () => (await fetch(`${toolUrl()}/lti/jwks`)).json(),
    redirectUris: [`http://localhost:${toolPort}/lti/launch`],
  });
  dataDir = newDataDir();
  const setup: LtiPlatformSetup = {
    issuer: platform.issuer,
    clientId: platform.clientId,
    authUrl: platform.urls.auth,
    tokenUrl: platform.urls.token,
    jwksUrl: platform.urls.jwks,
    deploymentId: platform.deploymentIds[0] ?? '1',
    courseId: COURSE.id,
  };
  fixtures = JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'e2e/support/prepare-lti.ts', dataDir, JSON.stringify(setup)],
      { encoding: 'utf8' },
    ),
  ) as LtiFixtures;
  tool = await startServer({ dataDir, port: toolPort });
});

test.afterAll(async () => {
  await tool?.stop();
  await platform?.close();
});

type LaunchSetup = Parameters<typeof initiateLogin>[1];

/** The tool's login initiation address for this launch, as the platform sends the browser there. */
function loginInitiation(setup: LaunchSetup) {
  const login = new URL(`${toolUrl()}/lti/login`);
  for (const [name, value] of Object.entries(initiateLogin(platform, setup))) {
    login.searchParams.set(name, value);
  }
  return login.toString();
}

/** Opens the platform's course page, which frames the tool's login initiation for this launch. */
async function openCoursePage(page: Page, setup: LaunchSetup) {
  await page.goto(coursePageUrl(platform, loginInitiation(setup)));
  return page.frameLocator('iframe[name="tool"]');
}

/** The launch of the placed quiz (the last one placed, with its gradebook column) for a person. */
function placedQuizLaunch(person: Person): LaunchSetup {
  const placed = platform.deepLinking.placed.at(-1);
  const column = platform.gradebook.lineItems.at(-1);
  if (!placed || !column) throw new Error('no quiz was placed in the course');
  return {
    claims: {
      ...resourceLinkClaims(platform, {
        person,
        course: COURSE,
        resourceLink: { id: String(placed.resourceLinkId), title: String(placed.title) },
        targetLinkUri: `${toolUrl()}/lti/launch`,
        lineItem: column.id,
      }),
      [Claim.custom]: placed.custom,
    },
    targetLinkUri: `${toolUrl()}/lti/launch`,
  };
}

/** A student opens the placed quiz in a window of its own (the placement's "open in a new window"). */
async function launchPlacedQuiz(page: Page, person: Person) {
  await page.goto(loginInitiation(placedQuizLaunch(person)));
  return page;
}

/** Starts the placed quiz and submits it with the first choice of the first question. */
async function takeAndSubmit(page: Page | FrameLocator) {
  await page.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  await page.getByRole('radio').or(page.getByRole('checkbox')).first().check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByRole('table', { name: 'Results by topic' })).toBeVisible({
    timeout: 20_000,
  });
}

const scoresOf = (sub: string) => platform.gradebook.scores.filter((score) => score.userId === sub);

test('an instructor launches inside the course page and places a quiz with its gradebook column', async ({
  page,
}) => {
  const frame = await openCoursePage(page, {
    claims: deepLinkingClaims(platform, {
      person: instructor,
      course: COURSE,
      targetLinkUri: `${toolUrl()}/lti/launch`,
    }),
    targetLinkUri: `${toolUrl()}/lti/launch`,
  });
  await expect(frame.getByRole('heading', { name: 'Add to your course' })).toBeVisible();
  await expectAccessible(page, 'the content picker in the course page', { appTheme: false });
  // The browser kept no unpartitioned cookie for the tool: only partitioned ones work in this frame.
  const toolCookies = (await page.context().cookies(toolUrl())).filter(
    (cookie) => !cookie.partitionKey,
  );
  expect(toolCookies).toEqual([]);

  await frame
    .getByRole('radio', { name: fixtures.quizTitle })
    .or(frame.getByRole('checkbox', { name: fixtures.quizTitle }))
    .first()
    .check();
  await frame.getByRole('button', { name: 'Add to course' }).click();
  await expect(frame.getByText('1 items added to the course.')).toBeVisible();
  expect(platform.deepLinking.placed.at(-1)).toMatchObject({
    type: 'ltiResourceLink',
    title: fixtures.quizTitle,
  });
  expect(platform.gradebook.lineItems.at(-1)).toMatchObject({ scoreMaximum: 100 });
});

test('a student launches the placed quiz, submits it, and the gradebook has the score within seconds', async ({
  page,
}) => {
  const student = studentNamed('moodle-student-1', 'Sam Student');
  await launchPlacedQuiz(page, student);
  await expect(page.getByRole('button', { name: /^(Start|Resume)$/ })).toBeVisible({
    timeout: 20_000,
  });
  await takeAndSubmit(page);
  await expect.poll(() => scoresOf(student.sub).length, { timeout: 10_000 }).toBe(1);
  expect(scoresOf(student.sub)[0]).toMatchObject({
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
  });
});

test('a student launches the placed quiz inside the course page, where the browser keeps only partitioned cookies and refuses storage', async ({
  page,
}) => {
  const student = studentNamed('moodle-student-3', 'Fay Framed');
  const frame = await openCoursePage(page, placedQuizLaunch(student));
  await expect(frame.getByRole('button', { name: /^(Start|Resume)$/ })).toBeVisible({
    timeout: 20_000,
  });
  const unpartitioned = (await page.context().cookies(toolUrl())).filter(
    (cookie) => !cookie.partitionKey,
  );
  expect(unpartitioned).toEqual([]);
  await takeAndSubmit(frame);
  await expect.poll(() => scoresOf(student.sub).length, { timeout: 10_000 }).toBe(1);
});

test("a score sent while the platform's gradebook is down arrives once it is back, across a restart", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const student = studentNamed('moodle-student-2', 'Rae Restart');
  await launchPlacedQuiz(page, student);
  platform.gradebook.available = false;
  await takeAndSubmit(page);
  await expect
    .poll(() => platform.received.some((request) => request.url.includes('/scores')), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(scoresOf(student.sub)).toEqual([]);

  await tool.stop();
  platform.gradebook.available = true;
  tool = await startServer({ dataDir, port: toolPort });
  await expect.poll(() => scoresOf(student.sub).length, { timeout: 90_000 }).toBe(1);
});
