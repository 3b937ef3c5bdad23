import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { getPublicJwks } from '../../server/auth/identity-provider/keys';
import { hashPassword } from '../../server/auth/passwords';
import type { Config } from '../../server/config';
import type { Database, DatabaseConnection } from '../../server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demo-accounts';
import { oidcPayloads, users } from '../../server/db/schema';
import { testConfig } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const PASSWORD = 'Cessna-172-skyhawk';
const PILOT = { email: 'pat.pilot@example.test', name: 'Pat Pilot' };
/** The Vite dev server, an extra origin the provider accepts. */
const DEV_ORIGIN = 'http://localhost:5173';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A browser's cookie jar, enough for one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*expires=/i.test(attribute) && new Date(attribute.split('=')[1] ?? '') < new Date(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** One running server on a real port (the issuer must be the address the browser uses). */
class Server {
  app!: App;
  port: number;

  constructor(
    readonly config: Config,
    readonly db: Database,
  ) {
    this.port = config.port;
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A restart may listen on another port: the client's pooled sockets to the old one are dead. */
  async start(port = this.port) {
    this.port = port;
    this.app = await buildApp({ config: this.config, db: this.db });
    await this.app.listen({ host: '127.0.0.1', port });
  }

  async stop() {
    await this.app.close();
  }

  async fetch(jar: CookieJar, path: string, init: RequestInit = {}) {
    const response = await fetch(new URL(path, this.base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  }

  post(jar: CookieJar, path: string, form: Record<string, string>) {
    return this.fetch(jar, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects inside our server; stops at the app's callback or at a page. */
  async follow(jar: CookieJar, response: Response): Promise<Response | URL> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (!location) return current;
      const target = new URL(location, this.base);
      if (target.pathname === '/auth/callback' || target.pathname === '/login') return target;
      current = await this.fetch(jar, target.pathname + target.search);
    }
    throw new Error('too many redirects');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** The authorization request @logto/browser makes: PKCE, the API resource, prompt=consent. */
async function startSignIn(
  server: Server,
  jar: CookieJar,
  redirectUri = `${server.config.publicUrl}/auth/callback`,
) {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(8));
  const query = new URLSearchParams({
    client_id: server.config.identity.appId,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    response_type: 'code',
    prompt: 'consent',
    scope: 'openid offline_access profile email',
    resource: server.config.identity.apiResource,
  });
  const response = await server.fetch(jar, `/oidc/auth?${query}`);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '', server.base);
  expect(location.pathname).toMatch(/^\/interaction\/[\w-]+$/);
  return { verifier, state, interactionPath: location.pathname };
}

async function exchangeCode(server: Server, callback: URL, verifier: string) {
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await fetch(`${server.base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: server.config.identity.appId,
      code: code ?? '',
      code_verifier: verifier,
      redirect_uri: `${server.config.publicUrl}/auth/callback`,
      grant_type: 'authorization_code',
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id_token: string; refresh_token?: string };
}

async function refresh(server: Server, refreshToken: string) {
  const response = await fetch(`${server.base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: server.config.identity.appId,
      refresh_token: refreshToken,
      grant_type: 'refresh_token',
      resource: server.config.identity.apiResource,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { access_token?: string; refresh_token?: string },
  };
}

async function signInWithPassword(server: Server, jar: CookieJar, email: string, password: string) {
  const { verifier, interactionPath } = await startSignIn(server, jar);
  const page = await server.fetch(jar, interactionPath);
  expect(page.status).toBe(200);
  const login = await server.post(jar, `${interactionPath}/login`, { email, password });
  const callback = await server.follow(jar, login);
  expect(callback).toBeInstanceOf(URL);
  return exchangeCode(server, callback as URL, verifier);
}

async function insertUser(db: Database, user: { email: string; name: string }, password: string) {
  await db.insert(users).values({ ...user, passwordHash: await hashPassword(password) });
}

async function startServer(environment: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const connection = await createTestDatabase();
  const config = testConfig({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    ...environment,
  });
  const server = new Server(config, connection.db);
  await server.start();
  return { server, connection };
}

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
  async function insertDemoAccounts(db: Database) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(DEMO_ACCOUNTS.map(({ email, name }) => ({ email, name, passwordHash })));
  }

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
