/**
 * `npm run bench:api`: how many requests the API serves, beside a bare Fastify route measured in the
 * same run. autocannon, 50 connections, interleaved rounds against the built server (`npm start`'s
 * JavaScript) on a fresh embedded database — or on PostgreSQL when DATABASE_URL is set:
 *   - a bare Fastify route (its own process: the floor of Node and Fastify on this machine),
 *   - the same route sending one `select 1` through the database driver alone (the floor of a
 *     route that asks the database: no plugins, no drizzle),
 *   - the same `select 1` through the stack ENGINEERING.md mandates and nothing of the app's
 *     (`stack-floor-server.ts`: the zod type provider, cookie, helmet, drizzle),
 *   - GET /api/health (one `select 1` through every plugin of the app),
 *   - GET /api/classes?as=student signed in with an lms session (a real read),
 * then 200 connections on the real read and on the driver alone. Every route is first loaded
 * untimed for a few seconds (the warm-up); then each round runs them in turn, every other round in
 * the reverse order, so that a route and its reference run side by side and neither always comes
 * first.
 * A ratio is the median of the rounds' own ratios (each of two runs next to each other in time):
 * this host's speed drifts over minutes, and a ratio of medians taken from different rounds carries
 * that drift. Prints req/s, p50, p99 and the ratios beside the budgets (issues 7 and 28); exits
 * non-zero when over. BENCH_SECONDS (15) and BENCH_ROUNDS (4) shorten a trial run; BENCH_LOG_LEVEL
 * (info, as in production) sets the app server's log level.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { freePort, lmsSessionHeaders, median, printTable, startBenchServer } from './bench-server';
import { exitWith } from './exit-with';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/**
 * Each server first answers this long untimed: a process that has just started runs its first
 * seconds of requests through V8's interpreter, and the first round read /api/health at 0.70 of the
 * stack and later ones at 0.88–0.96 (2026-11-27). The rounds measure the servers as they run.
 */
const WARM_UP_SECONDS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = 50;
const MANY_CONNECTIONS = 200;
/** How long a reference server may take to start. */
const REFERENCE_SERVER_START_MS = 60_000;

const BUDGET = {
  /**
   * /api/health ÷ the mandated stack's own `select 1` (the app's own work per request), both
   * databases. It replaced health ÷ bare route ≥ 0.25 (issue 28), which asked more than the mandated
   * stack itself reaches on this machine (0.15–0.28 of the bare route).
   */
  appRatio: 0.9,
  /** /api/classes ÷ /api/health (a real read over the database floor), both databases. */
  readRatio: 0.6,
  /** p99 of /api/classes at 50 connections on PostgreSQL, ms. */
  p99Ms: 40,
  /** Longest wait at 200 connections, ms. */
  maxWaitMs: 2000,
};

type Run = { rps: number; p50: number; p99: number; max: number; failed: number };

async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  duration = SECONDS,
) {
  const result = await autocannon({ url, headers, connections, duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed,
  } satisfies Run;
}

/** Starts a reference server (its own process, nothing else in it) and waits for `path` to answer. */
async function startReferenceServer(args: string[], path: string) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}${path}`;
  // It opens its database before it listens: an in-memory PGlite took 5 s on a slow host.
  const deadline = Date.now() + REFERENCE_SERVER_START_MS;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`the reference server ${args.at(-1)} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<number> {
  console.log('Building the app and the server as npm start does…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  // One log line per request, as in production (LOG_LEVEL info).
  const app = await startBenchServer({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
  const bare = await startReferenceServer(['scripts/bench/bare-server.mjs'], '/bare');
  const stack = await startReferenceServer(
    ['--import', 'tsx', 'scripts/bench/stack-floor-server.ts'],
    '/stack-floor',
  );
  const signedIn = await lmsSessionHeaders(app.url, app.launchToken);
  const targets = {
    bare: { url: `${bare.origin}/bare`, headers: {} },
    floor: { url: `${bare.origin}/select-one`, headers: {} },
    stack: { url: `${stack.origin}/stack-floor`, headers: {} },
    health: { url: `${app.url}/api/health`, headers: {} },
    classes: { url: `${app.url}/api/classes?as=student`, headers: signedIn },
  };
  const runs: Record<keyof typeof targets, Run[]> = {
    bare: [],
    floor: [],
    stack: [],
    health: [],
    classes: [],
  };
  let many: Run;
  let manyFloor: Run;
  try {
    const check = await fetch(targets.classes.url, { headers: signedIn });
    if (!check.ok) throw new Error(`signed-in class list answered ${check.status}`);
    console.log(
      `Database: ${app.database}; ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections`,
    );
    for (const target of Object.values(targets)) {
      await load(target.url, target.headers, CONNECTIONS, WARM_UP_SECONDS);
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      const inTurn = Object.entries(targets);
      for (const [name, target] of round % 2 === 1 ? inTurn : inTurn.reverse()) {
        const run = await load(target.url, target.headers, CONNECTIONS);
        runs[name as keyof typeof targets].push(run);
        console.log(
          `  round ${round} ${name.padEnd(7)} ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms`,
        );
      }
    }
    many = await load(targets.classes.url, signedIn, MANY_CONNECTIONS);
    // The same connections on the driver alone: how long a wait the database and this host
    // give at that many connections with nothing of the app's.
    manyFloor = await load(targets.floor.url, targets.floor.headers, MANY_CONNECTIONS);
  } finally {
    bare.stop();
    stack.stop();
    await app.stop();
  }

  const summary = (list: Run[]) => ({
    rps: median(list.map((run) => run.rps)),
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    failed: list.reduce((sum, run) => sum + run.failed, 0),
  });
  const bareResult = summary(runs.bare);
  const floor = summary(runs.floor);
  const stackFloor = summary(runs.stack);
  const health = summary(runs.health);
  const classes = summary(runs.classes);
  const postgres = app.database === 'postgres';

  console.log(`\nMedians (${app.database}):\n`);
  printTable([
    ['Route', 'req/s', 'p50', 'p99', 'failed'],
    ...(
      [
        ['bare Fastify route (reference)', bareResult],
        ['bare route + one select 1, driver alone (reference)', floor],
        ['the mandated stack, one select 1 through drizzle (reference)', stackFloor],
        ['GET /api/health', health],
        ['GET /api/classes?as=student', classes],
      ] as const
    ).map(([name, r]) => [name, r.rps.toFixed(0), `${r.p50} ms`, `${r.p99} ms`, String(r.failed)]),
  ]);

  /** The median of the rounds' own ratios of `of` to `to` (requests per second). */
  const ratio = (of: Run[], to: Run[]) => median(of.map((run, round) => run.rps / to[round]!.rps));
  const pluginsRatio = ratio(runs.health, runs.bare);
  const floorRatio = ratio(runs.floor, runs.bare);
  const stackRatio = ratio(runs.stack, runs.bare);
  const appRatio = ratio(runs.health, runs.stack);
  const readRatio = ratio(runs.classes, runs.health);
  const failedAt50 = [bareResult, floor, stackFloor, health, classes].reduce(
    (sum, r) => sum + r.failed,
    0,
  );
  type Check = [string, string, string, boolean | null];
  const checks: Check[] = [
    [
      "/api/health ÷ the mandated stack (the app's own work)",
      appRatio.toFixed(2),
      `≥ ${BUDGET.appRatio}`,
      appRatio >= BUDGET.appRatio,
    ],
    ['  reference: /api/health ÷ bare route', pluginsRatio.toFixed(2), '—', null],
    ['  reference: driver-alone select 1 ÷ bare route', floorRatio.toFixed(2), '—', null],
    ['  reference: the mandated stack ÷ bare route', stackRatio.toFixed(2), '—', null],
    [
      '/api/classes ÷ /api/health',
      readRatio.toFixed(2),
      `≥ ${BUDGET.readRatio}`,
      readRatio >= BUDGET.readRatio,
    ],
    [
      `/api/classes p99, ${CONNECTIONS} connections`,
      `${classes.p99} ms`,
      `≤ ${BUDGET.p99Ms} ms on PostgreSQL`,
      postgres ? classes.p99 <= BUDGET.p99Ms : null,
    ],
    [
      `/api/classes longest wait, ${MANY_CONNECTIONS} connections`,
      `${many.max} ms (p99 ${many.p99} ms, ${many.rps.toFixed(0)} req/s, ${many.failed} failed)`,
      `≤ ${BUDGET.maxWaitMs} ms, none failed`,
      many.max <= BUDGET.maxWaitMs && many.failed === 0,
    ],
    [
      `  reference: driver-alone select 1, longest wait, ${MANY_CONNECTIONS} connections`,
      `${manyFloor.max} ms (p99 ${manyFloor.p99} ms)`,
      '—',
      null,
    ],
    ['failed requests at 50 connections', String(failedAt50), '0', failedAt50 === 0],
  ];
  console.log('\nBudgets:\n');
  printTable([
    ['Figure', 'Measured', 'Budget', 'Result'],
    ...checks.map(([name, value, budget, ok]) => [
      name,
      value,
      budget,
      ok === null ? (budget === '—' ? '' : 'not checked on PGlite') : ok ? 'ok' : 'OVER BUDGET',
    ]),
  ]);
  return checks.some(([, , , ok]) => ok === false) ? 1 : 0;
}

exitWith(main());
