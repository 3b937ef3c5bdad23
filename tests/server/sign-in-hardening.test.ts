import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../server/app';
import {
  FIRST_SLOW_DOWN_MS,
  FREE_FAILURES,
  MAX_SLOW_DOWN_MS,
} from '../../server/auth/sign-in-throttle/throttle-rule';
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
  // The account slow-down is not waited out in real time.
  options: Pick<AppOptions, 'sleep'> = { sleep: async () => undefined },
) {
  let running: { server: Server; connection: DatabaseConnection } | undefined;
  beforeAll(async () => {
    running = await startServer(environment, options);
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

/**
 * One password attempt through the provider's form: the status and the page's error text. With
 * `from`, the attempt comes through the trusted proxy on behalf of that client address.
 */
async function tryPassword(server: Server, email: string, password: string, from?: string) {
  const jar = new CookieJar();
  const { interactionPath } = await startSignIn(server, jar);
  const forwarded: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
  const response = await server.post(
    jar,
    `${interactionPath}/login`,
    { email, password },
    forwarded,
  );
  const html = response.status === 303 ? '' : await response.text();
  const error = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
  return { status: response.status, error };
}

/** Behind a proxy on loopback: each attempt names its client address. */
const BEHIND_PROXY = { TRUST_PROXY: '127.0.0.1' };
const GUESSER = '203.0.113.7';
const OWNER = '198.51.100.9';

describe("five wrong passwords for someone's account from one address", () => {
  const server = serverFor(BEHIND_PROXY, async (db) => {
    await insertUser(db, PILOT, PASSWORD);
  });
  const guesses: number[] = [];
  beforeAll(async () => {
    for (let attempt = 0; attempt < FREE_FAILURES.accountFromAddress; attempt += 1) {
      guesses.push((await tryPassword(server(), PILOT.email, 'wrong', GUESSER)).status);
    }
  });

  it('are each answered as a wrong password', () => {
    expect(guesses).toEqual([401, 401, 401, 401, 401]);
  });

  it('make that address wait before its next wrong password', async () => {
    const next = await tryPassword(server(), PILOT.email, 'wrong', GUESSER);
    expect(next.status).toBe(429);
    expect(next.error).toBe('Too many failed sign-ins. Wait 30 seconds and try again.');
  });

  it('make that address wait even with the right password', async () => {
    expect((await tryPassword(server(), PILOT.email, PASSWORD, GUESSER)).status).toBe(429);
  });

  it('do not lock the owner out: the right password from another address gets in', async () => {
    expect((await tryPassword(server(), PILOT.email, PASSWORD, OWNER)).status).toBe(303);
  });
});

describe('wrong passwords for one account from many addresses', () => {
  const heldBack: number[] = [];
  const server = serverFor(
    BEHIND_PROXY,
    async (db) => {
      await insertUser(db, PILOT, PASSWORD);
    },
    { sleep: async (ms) => void heldBack.push(ms) },
  );
  const guesses: number[] = [];
  beforeAll(async () => {
    for (let address = 1; address <= 9; address += 1) {
      guesses.push(
        (await tryPassword(server(), PILOT.email, 'wrong', `192.0.2.${address}`)).status,
      );
    }
  });

  it('are each answered as a wrong password, never with a wait', () => {
    expect(guesses).toEqual(Array.from({ length: 9 }, () => 401));
  });

  it('hold the answers back longer and longer, up to a few seconds', () => {
    expect(heldBack).toEqual([
      FIRST_SLOW_DOWN_MS,
      2 * FIRST_SLOW_DOWN_MS,
      4 * FIRST_SLOW_DOWN_MS,
      MAX_SLOW_DOWN_MS,
    ]);
  });

  it('let the owner in with the right password, held back but not refused', async () => {
    expect((await tryPassword(server(), PILOT.email, PASSWORD, OWNER)).status).toBe(303);
    expect(heldBack.at(-1)).toBe(MAX_SLOW_DOWN_MS);
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

describe('wrong passwords from one address across accounts', () => {
  const server = serverFor({}, async (db) => {
    await insertUser(db, PILOT, PASSWORD);
  });
  /** One wrong password for a different account each time. */
  const guessAcrossAccounts = async (count: number) => {
    const statuses = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      statuses.push((await tryPassword(server(), `guess-${attempt}@example.test`, 'x')).status);
    }
    return statuses;
  };

  it("do not lock a classroom's shared address out after a few typos", async () => {
    await guessAcrossAccounts(FREE_FAILURES.address - 1);
    expect((await tryPassword(server(), PILOT.email, PASSWORD)).status).toBe(303);
  });

  it('make the address wait once its allowance is used, whichever accounts it tries', async () => {
    expect(await guessAcrossAccounts(1)).toEqual([401]);
    expect((await tryPassword(server(), PILOT.email, PASSWORD)).status).toBe(429);
  });
});

describe('a successful sign-in', () => {
  const server = serverFor({}, async (db) => {
    await insertUser(db, PILOT, PASSWORD);
  });

  it("clears the account's failures from that address", async () => {
    const wrongPasswords = async () => {
      const statuses = [];
      for (let attempt = 0; attempt < FREE_FAILURES.accountFromAddress - 1; attempt += 1) {
        statuses.push((await tryPassword(server(), PILOT.email, 'x')).status);
      }
      return statuses;
    };
    await wrongPasswords();
    expect((await tryPassword(server(), PILOT.email, PASSWORD)).status).toBe(303);
    // Counting on from before the sign-in, the second of these would have to wait.
    expect(await wrongPasswords()).toEqual([401, 401, 401, 401]);
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
