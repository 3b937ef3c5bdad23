import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../contract';
import { redeemLmsToken } from '../../../server/auth/lms-tokens';
import { Claim } from '../../../server/course-platforms/lti/claims';
import {
  classes,
  lmsTokens,
  ltiContexts,
  ltiLaunchFailures,
  ltiResourceLinks,
  sessions,
  userRoles,
  users,
} from '../../../server/db/schema';
import { aQuiz, aTopic } from '../helpers/builders';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { RolePresets, resourceLinkClaims, type Course, type Person } from './fake-platform/claims';
import { initiateLogin } from './fake-platform/auth-endpoint';
import {
  TARGET_LINK_URI,
  authenticate,
  cookiesOf,
  dataAttribute,
  formFields,
  landing,
  launch,
  loginAt,
  postLaunch,
  registerPlatform,
  testClock,
} from './launch-flow';

const { clock, later } = testClock();

let test: TestApp;
let platform: FakePlatform;

beforeAll(async () => {
  test = await createTestApp({}, { clock });
  platform = await startFakePlatform({ clock });
  await registerPlatform(test.db, platform);
});

afterAll(async () => {
  await platform.close();
  await test.close();
});

let serial = 0;
const aCourse = (title = 'Private Pilot Ground School'): Course => ({
  id: `course-${(serial += 1)}`,
  title,
  label: 'PPL-101',
});
const aPerson = (roles: readonly string[], fields: Partial<Person> = {}): Person => ({
  sub: `person-${(serial += 1)}`,
  roles,
  name: 'Amelia Earhart',
  email: `amelia-${serial}@school.test`,
  ...fields,
});

const launchAs = (person: Person, course: Course, extra: Record<string, unknown> = {}) =>
  launch(test.app, platform, {
    claims: {
      ...resourceLinkClaims(platform, {
        person,
        course,
        resourceLink: { id: `link-${course.id}`, title: 'Week 1 quiz' },
        targetLinkUri: TARGET_LINK_URI,
        lineItem: `${platform.address}/mod/lti/services.php/${course.id}/lineitems/7/lineitem?type_id=1`,
      }),
      ...extra,
    },
    targetLinkUri: TARGET_LINK_URI,
  });

const count = async (table: typeof lmsTokens | typeof sessions | typeof ltiLaunchFailures) => {
  const [row] = await test.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

const classOf = async (course: Course) => {
  const [row] = await test.db
    .select({
      classId: ltiContexts.classId,
      lineItems: ltiContexts.lineItemsUrl,
      memberships: ltiContexts.membershipsUrl,
    })
    .from(ltiContexts)
    .where(eq(ltiContexts.contextId, course.id));
  return row;
};

const rolesOf = (userId: number) =>
  test.db
    .select({ role: userRoles.role, classId: userRoles.classId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));

async function expectRefused(
  response: Awaited<ReturnType<typeof postLaunch>>,
  reason: string,
  words: RegExp,
) {
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toMatch(words);
  expect(response.body).toContain(reason);
  expect(response.headers.location).toBeUndefined();
  const [failure] = await test.db
    .select()
    .from(ltiLaunchFailures)
    .orderBy(sql`${ltiLaunchFailures.id} desc`)
    .limit(1);
  expect(failure?.reason).toBe(reason);
}

describe('a resource-link launch', () => {
  it("an instructor's first launch of a course makes its class, makes them its teacher and opens the class page with an lms token", async () => {
    const course = aCourse('Instrument Rating');
    const { response } = await launchAs(aPerson(RolePresets.moodle.teacher), course);
    expect(response.statusCode).toBe(303);
    const context = await classOf(course);
    expect(context).toBeDefined();
    const { path, token } = landing(response);
    expect(path).toBe(`/teacher/classes/${context?.classId}`);
    expect(String(response.headers.location).startsWith(TEST_PUBLIC_URL)).toBe(true);
    const userId = await redeemLmsToken(test.db, token ?? '', { now: clock() });
    expect(await rolesOf(userId)).toEqual([{ role: Role.TEACHER, classId: context?.classId }]);
    const [row] = await test.db
      .select({ name: classes.name })
      .from(classes)
      .where(eq(classes.id, context?.classId ?? 0));
    expect(row?.name).toBe('Instrument Rating');
    expect(context?.lineItems).toContain(`/mod/lti/services.php/${course.id}/lineitems?type_id=1`);
    expect(context?.memberships).toContain('/memberships');
  });

  it("a student's launch of that course makes them its student and opens their home; the link keeps its line item", async () => {
    const course = aCourse();
    await launchAs(aPerson(RolePresets.moodle.teacher), course);
    const { response } = await launchAs(aPerson(RolePresets.moodle.student), course);
    expect(response.statusCode).toBe(303);
    const { path, token } = landing(response);
    expect(path).toBe('/student');
    const userId = await redeemLmsToken(test.db, token ?? '', { now: clock() });
    const context = await classOf(course);
    expect(await rolesOf(userId)).toEqual([{ role: Role.STUDENT, classId: context?.classId }]);
    const [link] = await test.db
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resourceLinkId, `link-${course.id}`));
    expect(link?.lineItemUrl).toMatch(/\/lineitems\/7\/lineitem\?type_id=1$/);
  });

  it('a student of a link placed on a quiz lands on that quiz', async () => {
    const course = aCourse();
    await launchAs(aPerson(RolePresets.moodle.teacher), course);
    const context = await classOf(course);
    const classId = context?.classId ?? 0;
    const quizId = await aQuiz(test.db, classId, await aTopic(test.db, classId));
    await test.db
      .update(ltiResourceLinks)
      .set({ target: { kind: 'quiz', quizId } })
      .where(eq(ltiResourceLinks.resourceLinkId, `link-${course.id}`));
    const { response } = await launchAs(aPerson(RolePresets.canvas.student), course);
    expect(landing(response).path).toBe(`/student/classes/${classId}/quiz/${quizId}`);
  });

  it("an instructor who already teaches a class of the course's name gets that class linked, not a new one", async () => {
    const teacher = aPerson(RolePresets.moodle.teacher);
    const first = aCourse('Commercial Pilot');
    await launchAs(teacher, first);
    const second = aCourse('commercial pilot ');
    await launchAs(teacher, second);
    expect((await classOf(second))?.classId).toBe((await classOf(first))?.classId);
  });

  it('a student launch of a course no instructor has opened is refused: no class, no session, no token', async () => {
    const course = aCourse();
    const tokens = await count(lmsTokens);
    const sessionCount = await count(sessions);
    const { response } = await launchAs(aPerson(RolePresets.moodle.student), course);
    expect(response.statusCode).toBe(403);
    await expectRefused(
      response,
      'unknown_context',
      /ask your instructor to open Groundschool from this course first/i,
    );
    expect(await classOf(course)).toBeUndefined();
    expect(await count(lmsTokens)).toBe(tokens);
    expect(await count(sessions)).toBe(sessionCount);
  });

  it('a launch without name or e-mail ("No PII") works, and a later launch fills the name in', async () => {
    const course = aCourse();
    const person = aPerson(RolePresets.moodle.teacher, { name: undefined, email: undefined });
    const first = await launchAs(person, course);
    const userId = await redeemLmsToken(test.db, landing(first.response).token ?? '', {
      now: clock(),
    });
    const read = async () =>
      (
        await test.db
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, userId))
      )[0];
    expect(await read()).toEqual({ name: '', email: null });
    await launchAs({ ...person, givenName: 'Bessie', familyName: 'Coleman' }, course);
    expect(await read()).toEqual({ name: 'Bessie Coleman', email: null });
  });
});

describe('roles as Canvas and Moodle send them', () => {
  const roleIn = async (roles: readonly string[]) => {
    const course = aCourse();
    await launchAs(aPerson(RolePresets.moodle.teacher), course);
    const { response } = await launchAs(aPerson(roles), course);
    const userId = await redeemLmsToken(test.db, landing(response).token ?? '', { now: clock() });
    return (await rolesOf(userId))[0]?.role;
  };

  it.each([
    ['a Canvas teacher', RolePresets.canvas.teacher, Role.TEACHER],
    ['a Canvas teaching assistant', RolePresets.canvas.teachingAssistant, Role.TEACHER],
    ['a Canvas student', RolePresets.canvas.student, Role.STUDENT],
    [
      'a Canvas instructor elsewhere who is a student here',
      RolePresets.canvas.instructorElsewhereStudentHere,
      Role.STUDENT,
    ],
    ['a Canvas account administrator not enrolled', RolePresets.canvas.accountAdmin, Role.TEACHER],
    ['a Moodle teacher', RolePresets.moodle.teacher, Role.TEACHER],
    ['a Moodle site administrator', RolePresets.moodle.siteAdmin, Role.TEACHER],
    ['a Moodle student', RolePresets.moodle.student, Role.STUDENT],
  ])('%s', async (_who, roles, role) => {
    expect(await roleIn(roles)).toBe(role);
  });
});

/** A teacher's login initiation and the platform's answer, not yet posted to the tool. */
async function signInAtPlatform() {
  const parameters = initiateLogin(platform, {
    claims: resourceLinkClaims(platform, {
      person: aPerson(RolePresets.moodle.teacher),
      course: aCourse(),
      resourceLink: { id: 'x' },
      targetLinkUri: TARGET_LINK_URI,
    }),
    targetLinkUri: TARGET_LINK_URI,
  });
  const login = await loginAt(test.app, parameters);
  return { login, form: await authenticate(String(login.headers.location)) };
}

describe('the Security Framework checks', () => {
  it('an id_token sent again with a new state is refused: its nonce belongs to the first sign-in', async () => {
    const course = aCourse();
    const first = await launchAs(aPerson(RolePresets.moodle.teacher), course);
    expect(first.response.statusCode).toBe(303);
    const login = await loginAt(
      test.app,
      initiateLogin(platform, { claims: {}, targetLinkUri: TARGET_LINK_URI }),
    );
    const state = new URL(String(login.headers.location)).searchParams.get('state') ?? '';
    const replay = await postLaunch(
      test.app,
      { id_token: first.form.id_token ?? '', state },
      { cookie: cookiesOf(login) },
    );
    await expectRefused(replay, 'nonce_mismatch', /does not answer this sign-in/);
  });

  it('the same form posted twice is refused the second time: a state is used once', async () => {
    const first = await launchAs(aPerson(RolePresets.moodle.teacher), aCourse());
    const again = await postLaunch(test.app, first.form, { cookie: first.cookie });
    await expectRefused(again, 'state_used', /used already/);
  });

  it('a launch from a browser that did not start the login (no state cookie, no platform storage) is refused', async () => {
    const { form } = await signInAtPlatform();
    const response = await postLaunch(test.app, form);
    await expectRefused(response, 'state_mismatch', /started in another browser/);
  });

  it('a launch more than 10 minutes after its login initiation is refused', async () => {
    const { login, form } = await signInAtPlatform();
    later(10 * 60 * 1000 + 1000);
    const response = await postLaunch(test.app, form, { cookie: cookiesOf(login) });
    await expectRefused(response, 'state_expired', /expired/);
  });

  it('a deployment the registration does not list is refused, at the login and at the launch', async () => {
    const login = await loginAt(test.app, {
      ...initiateLogin(platform, { claims: {}, targetLinkUri: TARGET_LINK_URI }),
      lti_deployment_id: 'elsewhere',
    });
    expect(login.statusCode).toBe(400);
    expect(login.body).toContain('deployment &quot;elsewhere&quot;');
    const course = aCourse();
    const { response } = await launchAs(aPerson(RolePresets.moodle.teacher), course, {
      [Claim.deploymentId]: 'elsewhere',
    });
    await expectRefused(response, 'unknown_deployment', /not registered in Groundschool/);
  });

  it('an aud list needs azp naming the tool (Canvas), and then launches', async () => {
    const course = aCourse();
    const withAzp = await launchAs(aPerson(RolePresets.canvas.teacher), course, {
      aud: [platform.clientId, 'another-tool'],
      azp: platform.clientId,
    });
    expect(withAzp.response.statusCode).toBe(303);
    const withoutAzp = await launchAs(aPerson(RolePresets.canvas.teacher), course, {
      aud: [platform.clientId, 'another-tool'],
    });
    await expectRefused(withoutAzp.response, 'wrong_azp', /authorized party/);
    const otherAzp = await launchAs(aPerson(RolePresets.canvas.teacher), course, {
      azp: 'another-tool',
    });
    await expectRefused(otherAzp.response, 'wrong_azp', /authorized party/);
  });

  it('an id_token dated more than 300 s ahead, or expired more than 300 s ago, is refused', async () => {
    const seconds = Math.floor(clock().getTime() / 1000);
    const ahead = await launchAs(aPerson(RolePresets.moodle.teacher), aCourse(), {
      iat: seconds + 301,
      exp: seconds + 900,
    });
    await expectRefused(ahead.response, 'token_not_yet_valid', /dated in the future/);
    const expired = await launchAs(aPerson(RolePresets.moodle.teacher), aCourse(), {
      iat: seconds - 900,
      exp: seconds - 301,
    });
    await expectRefused(expired.response, 'token_expired', /expired/);
    const withinTolerance = await launchAs(aPerson(RolePresets.moodle.teacher), aCourse(), {
      iat: seconds + 200,
      exp: seconds - 200,
    });
    expect(withinTolerance.response.statusCode).toBe(303);
  });

  it('a target_link_uri other than the login initiation named is refused', async () => {
    const { response } = await launchAs(aPerson(RolePresets.moodle.teacher), aCourse(), {
      [Claim.targetLinkUri]: 'https://elsewhere.test/lti/launch',
    });
    await expectRefused(response, 'target_link_uri_mismatch', /target_link_uri/);
  });

  it('an unknown (issuer, client id) at the login gets a 400 page that says what to register', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        iss: 'https://moodle.unknown.test',
        client_id: 'abc',
        login_hint: '2',
        target_link_uri: TARGET_LINK_URI,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      'https://moodle.unknown.test, client id abc) is not registered',
    );
  });

  it("a login initiation posted without client_id finds the issuer's only registration", async () => {
    const { client_id: _clientId, ...parameters } = initiateLogin(platform, {
      claims: {},
      targetLinkUri: TARGET_LINK_URI,
    });
    const login = await test.app.inject({
      method: 'POST',
      url: '/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(parameters).toString(),
    });
    expect(login.statusCode).toBe(302);
    const request = new URL(String(login.headers.location));
    expect(request.searchParams.get('client_id')).toBe(platform.clientId);
  });

  it('the authentication request carries what the Security Framework asks and the hints echoed', async () => {
    const parameters = initiateLogin(platform, { claims: {}, targetLinkUri: TARGET_LINK_URI });
    const login = await loginAt(test.app, parameters);
    const request = new URL(String(login.headers.location));
    expect(`${request.origin}${request.pathname}`).toBe(platform.urls.auth);
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${TEST_PUBLIC_URL}/lti/launch`,
      login_hint: parameters.login_hint,
      lti_message_hint: parameters.lti_message_hint,
    });
    expect(String(login.headers['set-cookie'])).toMatch(
      /HttpOnly.*Secure.*SameSite=None|SameSite=None.*Secure/i,
    );
    expect(String(login.headers['set-cookie'])).toMatch(/Partitioned/i);
  });
});

describe('Platform Storage (a browser that blocks third-party cookies)', () => {
  async function loginWithStorage() {
    const course = aCourse();
    await launchAs(aPerson(RolePresets.moodle.teacher), course);
    const parameters = initiateLogin(platform, {
      claims: resourceLinkClaims(platform, {
        person: aPerson(RolePresets.canvas.student),
        course,
        resourceLink: { id: 'storage-link' },
        targetLinkUri: TARGET_LINK_URI,
      }),
      targetLinkUri: TARGET_LINK_URI,
      storageTarget: 'post_message_forwarding',
    });
    const login = await loginAt(test.app, parameters);
    return login;
  }

  it('the login page keeps the state in the platform frame named by lti_storage_target, then goes on to the platform', async () => {
    const login = await loginWithStorage();
    expect(login.statusCode).toBe(200);
    expect(dataAttribute(login.body, 'target')).toBe('post_message_forwarding');
    expect(dataAttribute(login.body, 'origin')).toBe(new URL(platform.urls.auth).origin);
    expect(dataAttribute(login.body, 'next')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/mod\/lti\/auth\.php\?/,
    );
    expect(login.body).toContain('<script src="/lti/platform-storage.js" defer></script>');
    const script = await test.app.inject({ method: 'GET', url: '/lti/platform-storage.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain("'org.imsglobal.lti.'");
  });

  it("without the cookie, the launch asks the platform's storage, and the tool page's second post launches", async () => {
    const login = await loginWithStorage();
    const form = await authenticate(dataAttribute(login.body, 'next') ?? '');
    const first = await postLaunch(test.app, form);
    expect(first.statusCode).toBe(200);
    expect(dataAttribute(first.body, 'mode')).toBe('get');
    const relaunch = formFields(first.body);
    expect(relaunch.state).toBe(form.state);
    const second = await postLaunch(
      test.app,
      { ...relaunch, platform_storage_state: form.state ?? '' },
      { origin: new URL(TEST_PUBLIC_URL).origin },
    );
    expect(second.statusCode).toBe(303);
    expect(landing(second).token).toBeTruthy();
  });

  it("the tool page's post is recognised by Sec-Fetch-Site where the browser hides its origin", async () => {
    const login = await loginWithStorage();
    const form = await authenticate(dataAttribute(login.body, 'next') ?? '');
    const first = await postLaunch(test.app, form);
    expect(first.headers['referrer-policy']).toBe('same-origin');
    const second = await postLaunch(
      test.app,
      { ...formFields(first.body), platform_storage_state: form.state ?? '' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(second.statusCode).toBe(303);
  });

  it('a second post claiming the storage answered, but not from the tool page, is refused', async () => {
    const login = await loginWithStorage();
    const form = await authenticate(dataAttribute(login.body, 'next') ?? '');
    const forged = await postLaunch(
      test.app,
      { ...form, platform_storage_state: form.state ?? '' },
      { origin: 'https://attacker.test' },
    );
    await expectRefused(forged, 'state_mismatch', /another browser/);
  });
});
