/**
 * What the benchmarks share: a database prepared with the demo class (and an lms launch token for
 * the demo student), and the production server (`dist-server/main.js`, as `npm start` runs it) on a
 * free loopback port. PGlite in a fresh folder by default; PostgreSQL when DATABASE_URL is set.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { issueLmsToken } from '../../server/auth/lms-tokens';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemoIfWanted } from '../../server/db/seed';
import { findUserIdByEmail } from '../../server/repositories/users';

export const DEMO_STUDENT_EMAIL = 'sofia.student@demo.groundschool.test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type BenchServer = {
  url: string;
  database: 'pglite' | 'postgres';
  /** Opens the app signed in as the demo student (lms launch). */
  launchToken: string;
  /** The request thread's longest event-loop stall since the last call, in ms. */
  longestStall: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Seeds the demo class and mints a launch token, then starts the built server on it. */
export async function startBenchServer(
  extraEnv: Record<string, string> = {},
  /** More data a benchmark needs, written before the server starts. */
  prepare?: (db: Database) => Promise<void>,
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundschool-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    ...extraEnv,
  };
  const config = loadConfig(env);
  if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
  const connection = await openDatabase(config.database);
  await seedDemoIfWanted(connection.db, config, connection.kind);
  await prepare?.(connection.db);
  const studentId = await findUserIdByEmail(connection.db, DEMO_STUDENT_EMAIL);
  if (studentId === null) throw new Error('the demo student is missing');
  const { token } = await issueLmsToken(connection.db, studentId);
  await connection.close();

  const probe = join(import.meta.dirname, 'event-loop-probe.mjs');
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []),
      '--import',
      probe,
      'dist-server/main.js',
    ],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const longestStall = () =>
    new Promise<number>((resolve) => {
      child.once('message', (answer: { longestStallMs: number }) => resolve(answer.longestStallMs));
      child.send('event-loop-stall');
    });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    database: connection.kind,
    launchToken: token,
    longestStall,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The address of an lms launch: it signs the demo student in and lands on the student's home. */
export const launchPath = (server: BenchServer) =>
  `/?auth=${encodeURIComponent(server.launchToken)}`;

/** Signs the demo student in in `page` as a student arriving from the course platform does. */
export async function signInByLaunch(page: Page, server: BenchServer) {
  await page.goto(`${server.url}${launchPath(server)}`);
  await page.waitForURL(/\/student$/);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints rows as an aligned table. */
export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

/**
 * The headers of a cookie session opened with a launch token (the lms exchange), ready for
 * state-changing JSON calls: cookie, auth method and CSRF token.
 */
export async function lmsSessionHeaders(url: string, launchToken: string) {
  const response = await fetch(`${url}/api/users/me?auth=${encodeURIComponent(launchToken)}`, {
    headers: { 'x-auth-method': 'lms' },
  });
  if (!response.ok) throw new Error(`the lms exchange answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    cookie,
    'x-auth-method': 'lms',
    'x-csrf-token': /gs_csrf=([^;]+)/.exec(cookie)?.[1] ?? '',
    'content-type': 'application/json',
  };
}
