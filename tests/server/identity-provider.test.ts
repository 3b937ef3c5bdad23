import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublicJwks } from '../../server/auth/identity-provider/keys';
import type { DatabaseConnection } from '../../server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demo-accounts';
import { oidcPayloads, users } from '../../server/db/schema';
import {
  CookieJar,
  exchangeCode,
  freePort,
  insertDemoAccounts,
  insertUser,
  refresh,
  type Server,
  signInWithPassword,
  startServer,
  startSignIn,
} from './helpers/identity-provider-client';

const PASSWORD = 'Cessna-172-skyhawk';
const PILOT = { email: 'pat.pilot@example.test', name: 'Pat Pilot' };
/** The Vite dev server, an extra origin the provider accepts. */
const DEV_ORIGIN = 'http://localhost:5173';

describe('the built-in identity provider', () => {
  let server: Server;
  let connection: DatabaseConnection;
  let latestRefreshToken = '';

  beforeAll(async () => {
    ({ server, connection } = await startServer({ OIDC_EXTRA_ORIGINS: DEV_ORIGIN }));
    await insertUser(connection.db, PILOT, PASSWORD);
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it('publishes its discovery document under /oidc with the configured issuer', async () => {
    const response = await fetch(`${server.base}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(server.config.identity.issuer);
    expect(discovery.authorization_endpoint).toBe(`${server.config.identity.issuer}/auth`);
    expect(discovery.end_session_endpoint).toBe(`${server.config.identity.issuer}/session/end`);
    expect(discovery.revocation_endpoint).toBe(`${server.config.identity.issuer}/token/revocation`);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'offline_access', 'profile', 'email']),
    );
  });

  it("keeps the app's security headers on the provider's own responses", async () => {
    const response = await fetch(`${server.base}/oidc/.well-known/openid-configuration`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('shows the sign-in page in our look, without requests to other sites', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server, jar);
    const page = await server.fetch(jar, interactionPath);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<title>Sign in to Groundschool</title>');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).not.toMatch(/https?:\/\//);
    // No demo accounts in this database: no one-click buttons.
    expect(html).not.toContain('Sign in as ');
  });

  it('signs in with e-mail and password: ID token with name and e-mail, refresh token, JWT for the API', async () => {
    const tokens = await signInWithPassword(server, new CookieJar(), PILOT.email, PASSWORD);
    const jwks = createLocalJWKSet(await getPublicJwks(connection.db));

    const { payload: idToken } = await jwtVerify(tokens.id_token, jwks, {
      issuer: server.config.identity.issuer,
      audience: server.config.identity.appId,
    });
    expect(idToken).toMatchObject({ name: PILOT.name, email: PILOT.email, username: PILOT.email });
    const [stored] = await connection.db.select().from(users);
    expect(stored?.subject).toBeTruthy();
    expect(idToken.sub).toBe(stored?.subject);

    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await refresh(server, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const { payload: accessToken, protectedHeader } = await jwtVerify(
      refreshed.body.access_token ?? '',
      jwks,
      { issuer: server.config.identity.issuer, audience: server.config.identity.apiResource },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(accessToken.sub).toBe(stored?.subject);
    expect(accessToken.exp).toBeGreaterThan(Date.now() / 1000 + 50 * 60);
    expect(accessToken.exp).toBeLessThanOrEqual(Date.now() / 1000 + 60 * 60 + 5);

    // Refresh tokens rotate: the used one is replaced.
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    latestRefreshToken = refreshed.body.refresh_token ?? '';
  });

  it('signs a browser with a provider session straight back in: consent is given without a page', async () => {
    const jar = new CookieJar();
    const first = await signInWithPassword(server, jar, PILOT.email, PASSWORD);
    const { verifier, interactionPath } = await startSignIn(server, jar);
    const callback = await server.follow(jar, await server.fetch(jar, interactionPath));
    expect(callback).toBeInstanceOf(URL);
    const second = await exchangeCode(server, callback as URL, verifier);
    expect(decodeJwt(second.id_token).sub).toBe(decodeJwt(first.id_token).sub);
    expect(second.refresh_token).toBeTruthy();
  });

  it('finds the account by e-mail whatever its case', async () => {
    const tokens = await signInWithPassword(
      server,
      new CookieJar(),
      PILOT.email.toUpperCase(),
      PASSWORD,
    );
    expect(decodeJwt(tokens.id_token).email).toBe(PILOT.email);
  });

  it('accepts the extra origins (the dev server) for redirects and token requests, no others', async () => {
    await startSignIn(server, new CookieJar(), `${DEV_ORIGIN}/auth/callback`);
    const unknown = await server.fetch(
      new CookieJar(),
      `/oidc/auth?client_id=${server.config.identity.appId}&redirect_uri=${encodeURIComponent('http://evil.test/auth/callback')}&response_type=code&scope=openid`,
    );
    expect(unknown.status).toBe(400);

    const tokenRequest = (origin: string) =>
      fetch(`${server.base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({
          client_id: server.config.identity.appId,
          grant_type: 'refresh_token',
          refresh_token: 'unknown',
        }),
      });
    const fromDevServer = await tokenRequest(DEV_ORIGIN);
    expect(fromDevServer.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
    expect(((await fromDevServer.json()) as { error: string }).error).toBe('invalid_grant');
    const fromElsewhere = await tokenRequest('http://evil.test');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a wrong password with the same message as an unknown e-mail, and issues no code', async () => {
    for (const [email, password] of [
      [PILOT.email, 'not-the-password'],
      ['nobody@example.test', PASSWORD],
    ] as const) {
      const jar = new CookieJar();
      const { interactionPath } = await startSignIn(server, jar);
      const response = await server.post(jar, `${interactionPath}/login`, { email, password });
      expect(response.status).toBe(401);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain('Wrong e-mail or password.');
      expect(html).toContain(`value="${email}"`);
      expect(html).not.toContain(password);
    }
  });

  it('escapes what the user typed', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server, jar);
    const response = await server.post(jar, `${interactionPath}/login`, {
      email: '"><script>alert(1)</script>',
      password: 'x',
    });
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('sends the user back to the app with access_denied on Cancel', async () => {
    const jar = new CookieJar();
    const { interactionPath, state } = await startSignIn(server, jar);
    const callback = await server.follow(
      jar,
      await server.post(jar, `${interactionPath}/abort`, {}),
    );
    expect(callback).toBeInstanceOf(URL);
    const url = callback as URL;
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('shows an expired page, not a stack trace, for an unknown interaction', async () => {
    const response = await server.fetch(new CookieJar(), '/interaction/no-such-uid');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in has expired');
  });

  it('never stores a password in its payloads', async () => {
    const rows = await connection.db.select().from(oidcPayloads);
    expect(rows.length).toBeGreaterThan(0);
    const models = new Set(rows.map((row) => row.model));
    expect(models.has('Grant')).toBe(true);
    expect(models.has('RefreshToken')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it('signs out through our own sign-out page, which presses "Sign out" by itself', async () => {
    const jar = new CookieJar();
    await signInWithPassword(server, jar, PILOT.email, PASSWORD);
    const query = new URLSearchParams({
      client_id: server.config.identity.appId,
      post_logout_redirect_uri: `${server.config.publicUrl}/login`,
    });
    const page = await server.fetch(jar, `/oidc/session/end?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Sign out of Groundschool</title>');
    expect(html).toContain('<script src="/interaction/assets/logout.js" defer></script>');
    expect(html).not.toMatch(/fonts\.googleapis|<script>/);

    const script = await server.fetch(jar, '/interaction/assets/logout.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("getElementById('sign-out')");

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await server.post(jar, '/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(await server.follow(jar, confirm)).toEqual(new URL(`${server.config.publicUrl}/login`));

    // Signed out: the next sign-in asks for credentials again.
    const { interactionPath } = await startSignIn(server, jar);
    expect(await (await server.fetch(jar, interactionPath)).text()).toContain(
      'Sign in to Groundschool',
    );
  });

  it('keeps sessions and refresh tokens across a restart (keys and data in the database)', async () => {
    expect(latestRefreshToken).toBeTruthy();
    const browser = new CookieJar();
    await signInWithPassword(server, browser, PILOT.email, PASSWORD);

    await server.stop();
    await server.start(await freePort());

    const refreshed = await refresh(server, latestRefreshToken);
    expect(refreshed.status).toBe(200);
    await jwtVerify(
      refreshed.body.access_token ?? '',
      createLocalJWKSet(await getPublicJwks(connection.db)),
      { issuer: server.config.identity.issuer, audience: server.config.identity.apiResource },
    );

    // The browser's provider session survived too: no sign-in page.
    const { interactionPath } = await startSignIn(server, browser);
    const callback = await server.follow(browser, await server.fetch(browser, interactionPath));
    expect(callback).toBeInstanceOf(URL);
    expect((callback as URL).searchParams.get('code')).toBeTruthy();
  });

  it('answers user info (spec §7) for the access token the SDK gets without a resource', async () => {
    const tokens = await signInWithPassword(server, new CookieJar(), PILOT.email, PASSWORD);
    const token = await fetch(`${server.base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: server.config.identity.appId,
        refresh_token: tokens.refresh_token ?? '',
        grant_type: 'refresh_token',
      }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };

    const userInfo = await fetch(`${server.base}/oidc/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(userInfo.status).toBe(200);
    expect(await userInfo.json()).toMatchObject({ name: PILOT.name, email: PILOT.email });
  });

  it('revokes a refresh token on request (the SDK does so when signing out)', async () => {
    const tokens = await signInWithPassword(server, new CookieJar(), PILOT.email, PASSWORD);
    const revoked = await fetch(`${server.base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: server.config.identity.appId,
        token: tokens.refresh_token ?? '',
      }),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(server, tokens.refresh_token ?? '')).status).toBe(400);
  });
});

describe('demo accounts on the sign-in page', () => {
  describe('while demo data is on', () => {
    let server: Server;
    let connection: DatabaseConnection;
    beforeAll(async () => {
      ({ server, connection } = await startServer({ SEED_DEMO: 'true' }));
      await insertDemoAccounts(connection.db);
    });
    afterAll(async () => {
      await server.stop();
      await connection.close();
    });

    it('offers one-click sign-in as each demo account with its role', async () => {
      const jar = new CookieJar();
      const { interactionPath } = await startSignIn(server, jar);
      const html = await (await server.fetch(jar, interactionPath)).text();
      expect(html).toContain('Sign in as Avery Admin</span><span class="chip">Superuser</span>');
      expect(html).toContain('Sign in as Tessa Tran</span><span class="chip">Teacher</span>');
      expect(html).toContain('Sign in as Liam O&#39;Brien</span><span class="chip">Student</span>');
      expect(html.match(/Sign in as /g)).toHaveLength(DEMO_ACCOUNTS.length);
    });

    it('signs in as the demo account that was clicked', async () => {
      const jar = new CookieJar();
      const { interactionPath, verifier } = await startSignIn(server, jar);
      const demo = await server.post(jar, `${interactionPath}/demo`, {
        email: 'sofia.student@demo.groundschool.test',
      });
      const callback = await server.follow(jar, demo);
      const tokens = await exchangeCode(server, callback as URL, verifier);
      expect(decodeJwt(tokens.id_token)).toMatchObject({
        name: 'Sofia Martinez',
        email: 'sofia.student@demo.groundschool.test',
      });
    });

    it('refuses a demo sign-in for an address that is not a demo account', async () => {
      await insertUser(connection.db, PILOT, PASSWORD);
      const jar = new CookieJar();
      const { interactionPath } = await startSignIn(server, jar);
      const response = await server.post(jar, `${interactionPath}/demo`, { email: PILOT.email });
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
    });
  });

  describe('while demo data is off', () => {
    let server: Server;
    let connection: DatabaseConnection;
    beforeAll(async () => {
      ({ server, connection } = await startServer({ SEED_DEMO: 'false' }));
      await insertDemoAccounts(connection.db);
    });
    afterAll(async () => {
      await server.stop();
      await connection.close();
    });

    it('shows no demo buttons and refuses the one-click sign-in', async () => {
      const jar = new CookieJar();
      const { interactionPath } = await startSignIn(server, jar);
      const html = await (await server.fetch(jar, interactionPath)).text();
      expect(html).not.toContain('Sign in as ');
      expect(html).not.toContain(DEMO_PASSWORD);

      const response = await server.post(jar, `${interactionPath}/demo`, {
        email: DEMO_ACCOUNTS[0]?.email ?? '',
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
    });
  });
});
