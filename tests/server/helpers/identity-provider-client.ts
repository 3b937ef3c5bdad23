import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { expect } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../../server/app';
import { hashPassword } from '../../../server/auth/passwords';
import type { Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/demo-accounts';
import { users } from '../../../server/db/schema';
import { testConfig } from './test-app';
import { createTestDatabase } from './test-database';

// A browser and an app talking to the built-in identity provider over real HTTP.

export async function freePort(): Promise<number> {
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
export class CookieJar {
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
export class Server {
  app!: App;
  port: number;

  constructor(
    readonly config: Config,
    readonly db: Database,
    readonly options: Pick<AppOptions, 'sleep'> = {},
  ) {
    this.port = config.port;
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A restart may listen on another port: the client's pooled sockets to the old one are dead. */
  async start(port = this.port) {
    this.port = port;
    this.app = await buildApp({ ...this.options, config: this.config, db: this.db });
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

  post(
    jar: CookieJar,
    path: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    return this.fetch(jar, path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
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

export const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** The authorization request @logto/browser makes: PKCE, the API resource, prompt=consent. */
export async function startSignIn(
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

export async function exchangeCode(server: Server, callback: URL, verifier: string) {
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

export async function refresh(server: Server, refreshToken: string) {
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

export async function signInWithPassword(
  server: Server,
  jar: CookieJar,
  email: string,
  password: string,
) {
  const { verifier, interactionPath } = await startSignIn(server, jar);
  const page = await server.fetch(jar, interactionPath);
  expect(page.status).toBe(200);
  const login = await server.post(jar, `${interactionPath}/login`, { email, password });
  const callback = await server.follow(jar, login);
  expect(callback).toBeInstanceOf(URL);
  return exchangeCode(server, callback as URL, verifier);
}

export async function insertUser(
  db: Database,
  user: { email: string; name: string },
  password: string,
) {
  await db.insert(users).values({ ...user, passwordHash: await hashPassword(password) });
}

export async function startServer(
  environment: NodeJS.ProcessEnv = {},
  options: Pick<AppOptions, 'sleep'> = {},
) {
  const port = await freePort();
  const connection = await createTestDatabase();
  const config = testConfig({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    ...environment,
  });
  const server = new Server(config, connection.db, options);
  await server.start();
  return { server, connection };
}

/** The demo seed's accounts with the shared demo password, and nothing else of the seed. */
export async function insertDemoAccounts(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map(({ email, name }) => ({ email, name, passwordHash })));
}
