import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demo-accounts';
import {
  CookieJar,
  insertDemoAccounts,
  insertUser,
  type Server,
  startServer,
  startSignIn,
} from './helpers/identity-provider-client';

const PILOT = { email: 'pat.pilot@example.test', name: 'Pat Pilot' };
const PASSWORD = 'Cessna-172-skyhawk';

/** One password attempt through the provider's form: the status and the page's error text. */
async function tryPassword(server: Server, email: string, password: string) {
  const jar = new CookieJar();
  const { interactionPath } = await startSignIn(server, jar);
  const response = await server.post(jar, `${interactionPath}/login`, { email, password });
  const html = response.status === 303 ? '' : await response.text();
  const error = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
  return { status: response.status, error };
}

describe('password guessing at the built-in identity provider', () => {
  let server: Server;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    ({ server, connection } = await startServer());
    await insertUser(connection.db, PILOT, PASSWORD);
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it('makes an account wait after five wrong passwords, even for the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await tryPassword(server, PILOT.email, 'wrong')).status).toBe(401);
    }
    const right = await tryPassword(server, PILOT.email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.error).toBe('Too many failed sign-ins. Wait 30 seconds and try again.');
  });
});

describe('password guessing for an account that does not exist', () => {
  let server: Server;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    ({ server, connection } = await startServer());
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it('answers the same for an account that does not exist', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(await tryPassword(server, 'nobody@example.test', 'wrong'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers.at(-1)?.error).toBe('Too many failed sign-ins. Wait 30 seconds and try again.');
  });
});

describe('password guessing from one address across accounts', () => {
  let server: Server;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    ({ server, connection } = await startServer());
    await insertUser(connection.db, PILOT, PASSWORD);
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it('makes the address wait too, whichever accounts it tries', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await tryPassword(server, `guess-${attempt}@example.test`, 'wrong');
    }
    expect((await tryPassword(server, PILOT.email, PASSWORD)).status).toBe(429);
  });
});

describe('a successful sign-in', () => {
  let server: Server;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    ({ server, connection } = await startServer());
    await insertUser(connection.db, PILOT, PASSWORD);
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it("clears the account's failures", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await tryPassword(server, PILOT.email, 'x');
    expect((await tryPassword(server, PILOT.email, PASSWORD)).status).toBe(303);
    // The address has 3 failures and the account none: one more wrong password is no lock yet.
    expect((await tryPassword(server, PILOT.email, 'x')).status).toBe(401);
  });
});

describe('the token endpoint', () => {
  let server: Server;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    ({ server, connection } = await startServer({ RATE_LIMIT_MAX: '3' }));
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it('is rate limited like the API', async () => {
    const statuses = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await fetch(`${server.base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'guess' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('demo sign-in on a public address', () => {
  let server: Server;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    ({ server, connection } = await startServer({
      SEED_DEMO: 'true',
      PUBLIC_URL: 'https://groundschool.example.test',
    }));
    await insertDemoAccounts(connection.db);
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it('shows no demo accounts', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server, jar);
    const html = await (await server.fetch(jar, interactionPath)).text();
    expect(html).not.toContain('Sign in as ');
    expect(html).not.toContain(DEMO_PASSWORD);
  });

  it('refuses the one-click demo sign-in', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server, jar);
    const response = await server.post(jar, `${interactionPath}/demo`, {
      email: DEMO_ACCOUNTS[0]?.email ?? '',
    });
    expect(response.status).toBe(403);
  });

  it('refuses the shared demo password', async () => {
    const answer = await tryPassword(server, DEMO_ACCOUNTS[0]?.email ?? '', DEMO_PASSWORD);
    expect(answer.status).toBe(401);
  });
});

describe('demo sign-in switched on for a public address', () => {
  let server: Server;
  let connection: DatabaseConnection;
  beforeAll(async () => {
    ({ server, connection } = await startServer({
      SEED_DEMO: 'true',
      PUBLIC_URL: 'https://groundschool.example.test',
      DEMO_SIGN_IN: 'true',
    }));
    await insertDemoAccounts(connection.db);
  });
  afterAll(async () => {
    await server.stop();
    await connection.close();
  });

  it('offers the demo accounts and accepts the demo password', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server, jar);
    const html = await (await server.fetch(jar, interactionPath)).text();
    expect(html).toContain('Sign in as ');
    expect((await tryPassword(server, DEMO_ACCOUNTS[0]?.email ?? '', DEMO_PASSWORD)).status).toBe(
      303,
    );
  });
});
