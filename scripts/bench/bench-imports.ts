/**
 * `npm run bench:imports`: no upload stalls the server. Against the built server (`npm start`'s
 * dist-server/main.js), for each format (questions CSV, Moodle XML, GIFT, flashcard CSV, Anki text)
 * a 10 MB file of ordinary content and a 10 MB file built to be slow (see import-files.ts): three
 * teachers preview it at once while a client polls GET /api/health from its own thread. Prints the
 * seconds to the first answer (one file's read: files are read one fewer at a time than the cores)
 * and to the last, and the longest health wait, each beside its budget (10 MB previewed in ≤ 5 s;
 * health never waits more than 200 ms), under the longest health wait with no upload (the
 * reference: what the machine itself costs). Beside it, the server's own longest event-loop stall
 * (event-loop-probe.mjs): what the request thread blocked, apart from how two cores share five busy
 * threads (server, import worker, PostgreSQL, this sender and its poller). PGlite in a fresh folder, or PostgreSQL when
 * DATABASE_URL is set. BENCH_FILE="Moodle XML ordinary" runs that file only. Exits non-zero when a
 * budget is missed.
 */
import { execFileSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { apiPath, Role } from '../../contract';
import { issueLmsToken } from '../../server/auth/lms-tokens';
import type { Database } from '../../server/db/client';
import { userRoles, users } from '../../server/db/schema';
import { lmsSessionHeaders, printTable, startBenchServer, type BenchServer } from './bench-server';
import { BENCH_FILES, type BenchFile } from './import-files';

const PREVIEW_BUDGET_S = 5;
const HEALTH_BUDGET_MS = 200;
const TEACHERS = 3;
const CLASS_ID = 1;
/** How long health is polled with no upload, for the reference line. */
const REFERENCE_MS = 5000;

type Teacher = { token: string; headers: Record<string, string> };

/** Teachers of the demo class, each with a launch token. */
function prepareTeachers(teachers: Teacher[]) {
  return async (db: Database) => {
    const stamp = Date.now();
    for (let index = 0; index < TEACHERS; index += 1) {
      const [user] = await db
        .insert(users)
        .values({
          name: `Bench teacher ${index}`,
          email: `bench-import-${stamp}-${index}@bench.test`,
        })
        .returning({ id: users.id });
      await db
        .insert(userRoles)
        .values({ userId: user!.id, classId: CLASS_ID, role: Role.TEACHER });
      teachers.push({ token: (await issueLmsToken(db, user!.id)).token, headers: {} });
    }
  };
}

/** Polls /api/health one request at a time from its own thread; answers the longest wait in ms. */
function pollHealth(url: string) {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    let longest = 0, count = 0, failed = 0, stop = false;
    parentPort.on('message', () => { stop = true; });
    (async () => {
      while (!stop) {
        const start = performance.now();
        try { const r = await fetch(workerData + '/api/health'); await r.arrayBuffer(); if (!r.ok) failed += 1; }
        catch { failed += 1; }
        longest = Math.max(longest, performance.now() - start);
        count += 1;
      }
      parentPort.postMessage({ longest, count, failed });
    })();`;
  const worker = new Worker(code, { eval: true, workerData: url });
  return async () => {
    const done = new Promise<{ longest: number; count: number; failed: number }>((resolve) =>
      worker.once('message', resolve),
    );
    worker.postMessage('stop');
    const result = await done;
    await worker.terminate();
    return result;
  };
}

async function previewAtOnce(app: BenchServer, teachers: Teacher[], file: BenchFile) {
  const url = app.url;
  const body = JSON.stringify({
    data_base64: Buffer.from(file.text).toString('base64'),
    filename: file.filename,
  });
  const path = `${url}/api${apiPath(file.route, { classId: CLASS_ID })}`;
  await app.longestStall();
  const stopHealth = pollHealth(url);
  const began = performance.now();
  const answers = await Promise.all(
    teachers.map(async (teacher) => {
      const response = await fetch(path, { method: 'POST', headers: teacher.headers, body });
      await response.arrayBuffer();
      return { status: response.status, seconds: (performance.now() - began) / 1000 };
    }),
  );
  const health = await stopHealth();
  const stall = await app.longestStall();
  return {
    stall,
    first: Math.min(...answers.map((answer) => answer.seconds)),
    seconds: Math.max(...answers.map((answer) => answer.seconds)),
    statuses: [...new Set(answers.map((answer) => answer.status))].join('/'),
    health,
  };
}

const chosen = (file: BenchFile) =>
  !process.env.BENCH_FILE || `${file.format} ${file.kind}` === process.env.BENCH_FILE;

async function main(): Promise<number> {
  console.log('Building the server as npm start does…');
  execFileSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' });
  const teachers: Teacher[] = [];
  const app = await startBenchServer({ LOG_LEVEL: 'warn' }, prepareTeachers(teachers));
  const rows: string[][] = [];
  let over = false;
  try {
    for (const teacher of teachers)
      teacher.headers = await lmsSessionHeaders(app.url, teacher.token);
    await app.longestStall();
    const stopReference = pollHealth(app.url);
    await new Promise((resolve) => setTimeout(resolve, REFERENCE_MS));
    const reference = await stopReference();
    const referenceStall = await app.longestStall();
    rows.push([
      'no upload (reference)',
      '',
      '',
      '',
      '',
      '',
      '',
      `${reference.longest.toFixed(0)} ms (${reference.count} polls)`,
      '',
      `${referenceStall.toFixed(0)} ms`,
    ]);
    console.log(`${app.database}: ${TEACHERS} teachers preview each file at once…`);
    for (const file of BENCH_FILES.filter(chosen)) {
      const result = await previewAtOnce(app, teachers, file);
      // Files are read one at a time on two cores: the first answer is one file's time.
      const slow = result.first > PREVIEW_BUDGET_S;
      const stalled = result.health.longest > HEALTH_BUDGET_MS || result.health.failed > 0;
      over ||= slow || stalled;
      rows.push([
        file.format,
        file.kind,
        `${(Buffer.byteLength(file.text) / 2 ** 20).toFixed(1)} MB`,
        result.statuses,
        `${result.first.toFixed(2)} s`,
        `${result.seconds.toFixed(2)} s`,
        `≤ ${PREVIEW_BUDGET_S} s${slow ? ' OVER' : ''}`,
        `${result.health.longest.toFixed(0)} ms (${result.health.count} polls)`,
        `≤ ${HEALTH_BUDGET_MS} ms${stalled ? ' OVER' : ''}`,
        `${result.stall.toFixed(0)} ms`,
      ]);
      console.log(rows.at(-1)?.join('  '));
    }
  } finally {
    await app.stop();
  }
  console.log(`\nImports on ${app.database}, ${TEACHERS} teachers previewing each file at once:\n`);
  printTable([
    [
      'File',
      'content',
      'size',
      'HTTP',
      'first answer',
      'last (queued)',
      'budget',
      'longest health wait',
      'budget',
      'server stall',
    ],
    ...rows,
  ]);
  return over ? 1 : 0;
}

process.exitCode = await main();
