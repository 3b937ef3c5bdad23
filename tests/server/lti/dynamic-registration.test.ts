import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deploymentIdsOf,
  findPlatform,
  platformsOfIssuer,
} from '../../../server/course-platforms/lti/platforms';
import { Scope } from '../../../server/course-platforms/lti/claims';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { registrationStartUrl } from './fake-platform/dynamic-registration';

const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

let moodle: FakePlatform;
let stranger: FakePlatform;
let liar: FakePlatform;
let t: TestApp;

beforeAll(async () => {
  moodle = await startFakePlatform({ clientId: 'moodle-client-7', deploymentIds: ['12'] });
  stranger = await startFakePlatform();
  liar = await startFakePlatform();
  t = await createTestApp({
    LTI_REGISTRATION_ORIGINS: `https://lms.example.test, ${moodle.issuer},${liar.issuer}`,
  });
});

afterAll(async () => {
  await t.close();
  await moodle.close();
  await stranger.close();
  await liar.close();
});

const open = (url: string) => {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: `${pathname}${search}` });
};

describe('GET /lti/register (Dynamic Registration from a Moodle-shaped platform)', () => {
  it('registers the tool, keeps the client id and deployment, and tells the platform to close', async () => {
    const page = await open(registrationStartUrl(moodle, `${TEST_PUBLIC_URL}/lti/register`));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Groundschool is registered');
    expect(page.body).toContain('<script src="/lti/register/close.js" defer></script>');
    expect(page.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${moodle.issuer}`,
    );

    const [sent] = moodle.registration.received;
    expect(sent).toMatchObject({
      client_name: 'Groundschool',
      initiate_login_uri: `${TEST_PUBLIC_URL}/lti/login`,
      redirect_uris: [`${TEST_PUBLIC_URL}/lti/launch`],
      jwks_uri: `${TEST_PUBLIC_URL}/lti/jwks`,
      [TOOL_CONFIGURATION]: {
        domain: 'localhost:3999',
        target_link_uri: `${TEST_PUBLIC_URL}/lti/launch`,
      },
    });
    expect(String(sent?.scope).split(' ')).toEqual(
      expect.arrayContaining([Scope.lineItem, Scope.score, Scope.contextMembershipReadOnly]),
    );
    const messages = (sent?.[TOOL_CONFIGURATION] as { messages: { type: string }[] }).messages;
    expect(messages.map((message) => message.type)).toEqual([
      'LtiResourceLinkRequest',
      'LtiDeepLinkingRequest',
    ]);

    const platform = await findPlatform(t.db, moodle.issuer, 'moodle-client-7');
    expect(platform).toMatchObject({
      authUrl: moodle.urls.auth,
      tokenUrl: moodle.urls.token,
      jwksUrl: moodle.urls.jwks,
      name: 'moodle',
      registeredBy: 'dynamic',
    });
    expect(await deploymentIdsOf(t.db, platform?.id ?? 0)).toEqual(['12']);

    const script = await t.app.inject({ method: 'GET', url: '/lti/register/close.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("postMessage({ subject: 'org.imsglobal.lti.close' }, '*')");
  });

  it('a used registration token is refused by the platform, and the page says so', async () => {
    const url = new URL(registrationStartUrl(moodle, `${TEST_PUBLIC_URL}/lti/register`));
    url.searchParams.set('registration_token', 'already-used');
    const page = await open(url.href);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Groundschool could not be registered');
    expect(page.body).toContain('The platform refused (its configuration, 401)');
  });

  it('refuses a platform the administrator did not allow, without asking it anything', async () => {
    const before = stranger.received.length;
    const page = await open(registrationStartUrl(stranger, `${TEST_PUBLIC_URL}/lti/register`));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(`does not accept registrations from ${stranger.issuer}`);
    expect(stranger.received.length).toBe(before);
    expect(await platformsOfIssuer(t.db, stranger.issuer)).toEqual([]);
  });

  it('refuses a configuration whose issuer is not where it came from', async () => {
    const configurationUrl = `${liar.issuer}/mod/lti/openid-configuration.php`;
    liar.issuer = 'https://moodle.elsewhere.test';
    const url = new URL(`${TEST_PUBLIC_URL}/lti/register`);
    url.searchParams.set('openid_configuration', configurationUrl);
    url.searchParams.set('registration_token', liar.registration.token);
    const page = await open(url.href);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('calls itself https://moodle.elsewhere.test');
    expect(liar.registration.received).toEqual([]);
  });

  it('frames its page only for a plain origin', async () => {
    const page = await open(
      `${TEST_PUBLIC_URL}/lti/register?openid_configuration=${encodeURIComponent('https://a;sandbox/x')}`,
    );
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain('sandbox');
  });

  it('explains a missing openid_configuration', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lti/register' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('did not say where its configuration is');
  });
});
