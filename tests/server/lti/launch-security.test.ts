import { describe, expect, it } from 'vitest';
import { Claim } from '../../../server/course-platforms/lti/claims';
import { TEST_PUBLIC_URL } from '../helpers/test-app';
import { RolePresets, resourceLinkClaims } from './fake-platform/claims';
import { initiateLogin } from './fake-platform/auth-endpoint';
import {
  TARGET_LINK_URI,
  authenticate,
  cookiesOf,
  dataAttribute,
  formFields,
  landing,
  loginAt,
  postLaunch,
} from './launch-flow';
import {
  aCourse,
  aPerson,
  clock,
  expectRefused,
  later,
  launchAs,
  platform,
  test,
  useLaunchSetup,
} from './launch-setup';

useLaunchSetup();

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
