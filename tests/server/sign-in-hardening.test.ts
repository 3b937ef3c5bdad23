import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../../server/db/client';
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

/** A running server on a fresh database for one describe block (`setup` fills the database). */
function serverFor(
  environment: NodeJS.ProcessEnv = {},
  setup: (db: Database) => Promise<void> = async () => undefined,
) {
  let running: { server: Server; connection: DatabaseConnection } | undefined;
  beforeAll(async () => {
    running = await startServer(environment);
    await setup(running.connection.db);
  });
  afterAll(async () => {
    await running?.server.stop();
    await running?.connection.close();
  });
  return () => {
    if (!running) throw new Error('the server is not running yet');
    return running.server;
  };
}

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
  const server = serverFor({}, async (db) => {
    await insertUser(db, PILOT, PASSWORD);
  });

  it('makes an account wait after five wrong passwords, even for the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await tryPassword(server(), PILOT.email, 'wrong')).status).toBe(401);
    }
    const right = await tryPassword(server(), PILOT.email, PASSWORD);
    expect(right.status).toBe(429);
    expect(right.error).toBe('Too many failed sign-ins. Wait 30 seconds and try again.');
  });
});

describe('password guessing for an account that does not exist', () => {
  const server = serverFor({});

  it('answers the same for an account that does not exist', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(await tryPassword(server(), 'nobody@example.test', 'wrong'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers.at(-1)?.error).toBe('Too many failed sign-ins. Wait 30 seconds and try again.');
  });
});

describe('password guessing from one address across accounts', () => {
  const server = serverFor({}, async (db) => {
    await insertUser(db, PILOT, PASSWORD);
  });

  it('makes the address wait too, whichever accounts it tries', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await tryPassword(server(), `guess-${attempt}@example.test`, 'wrong');
    }
    expect((await tryPassword(server(), PILOT.email, PASSWORD)).status).toBe(429);
  });
});

describe('a successful sign-in', () => {
  const server = serverFor({}, async (db) => {
    await insertUser(db, PILOT, PASSWORD);
  });

  it("clears the account's failures", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await tryPassword(server(), PILOT.email, 'x');
    expect((await tryPassword(server(), PILOT.email, PASSWORD)).status).toBe(303);
    // The address has 3 failures and the account none: one more wrong password is no lock yet.
    expect((await tryPassword(server(), PILOT.email, 'x')).status).toBe(401);
  });
});

describe('the token endpoint', () => {
  const server = serverFor({ RATE_LIMIT_MAX: '3' });

  it('is rate limited like the API', async () => {
    const statuses = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await fetch(`${server().base}/oidc/token`, {
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
  const server = serverFor(
    {
      SEED_DEMO: 'true',
      PUBLIC_URL: 'https://groundschool.example.test',
    },
    async (db) => {
      await insertDemoAccounts(db);
    },
  );

  it('shows no demo accounts', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server(), jar);
    const html = await (await server().fetch(jar, interactionPath)).text();
    expect(html).not.toContain('Sign in as ');
    expect(html).not.toContain(DEMO_PASSWORD);
  });

  it('refuses the one-click demo sign-in', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server(), jar);
    const response = await server().post(jar, `${interactionPath}/demo`, {
      email: DEMO_ACCOUNTS[0]?.email ?? '',
    });
    expect(response.status).toBe(403);
  });

  it('refuses the shared demo password', async () => {
    const answer = await tryPassword(server(), DEMO_ACCOUNTS[0]?.email ?? '', DEMO_PASSWORD);
    expect(answer.status).toBe(401);
  });
});

describe('demo sign-in switched on for a public address', () => {
  const server = serverFor(
    {
      SEED_DEMO: 'true',
      PUBLIC_URL: 'https://groundschool.example.test',
      DEMO_SIGN_IN: 'true',
    },
    async (db) => {
      await insertDemoAccounts(db);
    },
  );

  it('offers the demo accounts and accepts the demo password', async () => {
    const jar = new CookieJar();
    const { interactionPath } = await startSignIn(server(), jar);
    const html = await (await server().fetch(jar, interactionPath)).text();
    expect(html).toContain('Sign in as ');
    expect((await tryPassword(server(), DEMO_ACCOUNTS[0]?.email ?? '', DEMO_PASSWORD)).status).toBe(
      303,
    );
  });
});
