/**
 * `npm run bench:exam`: many students take the final exam at once against the built server. Each
 * starts a 60-question timed exam and answers every question in turn, one every 1–3 s (THINK_MS,
 * average 2 s: far quicker than a real student reads a question), all students together; then
 * submits. Afterwards every answer the server
 * acknowledged is looked up in the review: none may be missing or different.
 * Prints answers lost (must be 0) and the save latency p50 / p99 beside a 50 ms budget.
 * STUDENTS: 300 on PostgreSQL (DATABASE_URL set), 50 on PGlite.
 *
 * Where a slow save's time went: the server's longest event-loop stall over the run (its own
 * blocking work), and the load generator's event-loop delay (this process: a save's answer waits
 * for it too), the p99 and the longest, beside the machine's load average.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { AttemptReview, AttemptView, ClassQuizList } from '../../contract';
import { Role } from '../../contract';
import { issueLmsToken } from '../../server/auth/lms-tokens';
import type { Database } from '../../server/db/client';
import { classes, userRoles, users } from '../../server/db/schema';
import { lmsSessionHeaders, printTable, startBenchServer } from './bench-server';

const POSTGRES = Boolean(process.env.DATABASE_URL);
const STUDENTS = Number(process.env.STUDENTS ?? (POSTGRES ? 300 : 50));
const QUESTIONS = 60;
const SAVE_P99_BUDGET_MS = 50;
const CLASS_ID = 1;
/** Average time a simulated student takes per question (uniform between half and 1.5 times). */
const THINK_MS = Number(process.env.THINK_MS ?? 2000);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));

type Student = { token: string; headers?: Record<string, string> };

/** N students in the demo class, each with a launch token; the final exam at 60 questions. */
function prepareStudents(students: Student[]) {
  return async (db: Database) => {
    await db
      .update(classes)
      .set({
        settings: {
          final_exam: { question_count: QUESTIONS, time_limit_minutes: 150, review: 'all' },
        },
      })
      .where(eq(classes.id, CLASS_ID));
    const stamp = Date.now();
    for (let index = 0; index < STUDENTS; index += 1) {
      const [user] = await db
        .insert(users)
        .values({ name: `Bench student ${index}`, email: `bench-${stamp}-${index}@bench.test` })
        .returning({ id: users.id });
      await db
        .insert(userRoles)
        .values({ userId: user!.id, classId: CLASS_ID, role: Role.STUDENT });
      students.push({ token: (await issueLmsToken(db, user!.id)).token });
    }
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function takeExam(url: string, student: Student, latencies: number[]) {
  const headers = student.headers!;
  const list = (await (
    await fetch(`${url}/api/classes/${CLASS_ID}/quizzes`, { headers })
  ).json()) as ClassQuizList;
  const final = list.quizzes.find((quiz) => quiz.kind === 'final')!;
  const started = await fetch(`${url}/api/quizzes/${final.id}/attempts`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (!started.ok) throw new Error(`start answered ${started.status}: ${await started.text()}`);
  const attempt = (await started.json()) as AttemptView;
  const acknowledged = new Map<number, number>();
  for (const question of attempt.questions) {
    await think();
    const choice = question.choices[Math.floor(Math.random() * question.choices.length)]!.id;
    const began = performance.now();
    const saved = await fetch(`${url}/api/attempts/${attempt.id}/answers/${question.slot}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ choice_ids: [choice], client_seq: 1 }),
    });
    latencies.push(performance.now() - began);
    if (saved.ok) acknowledged.set(question.slot, choice);
    else await saved.text();
  }
  await fetch(`${url}/api/attempts/${attempt.id}/submit`, { method: 'POST', headers, body: '{}' });
  const review = (await (
    await fetch(`${url}/api/attempts/${attempt.id}/review`, { headers })
  ).json()) as AttemptReview;
  let lost = 0;
  for (const [slot, choice] of acknowledged) {
    const item = review.items.find((entry) => entry.slot === slot);
    if (!item || item.chosen_ids[0] !== choice) lost += 1;
  }
  return { questions: attempt.questions.length, acknowledged: acknowledged.size, lost };
}

async function main(): Promise<number> {
  console.log('Building the app and the server as npm start does…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const students: Student[] = [];
  console.log(`Preparing ${STUDENTS} students…`);
  const app = await startBenchServer({ LOG_LEVEL: 'warn' }, prepareStudents(students));
  const latencies: number[] = [];
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  const loads: number[] = [];
  let serverStallMs: number;
  let outcome;
  try {
    for (const student of students)
      student.headers = await lmsSessionHeaders(app.url, student.token);
    console.log(`${app.database}: ${STUDENTS} students take a ${QUESTIONS}-question exam at once…`);
    const began = performance.now();
    await app.longestStall();
    generatorDelay.enable();
    loads.push(loadavg()[0]!);
    outcome = await Promise.all(students.map((student) => takeExam(app.url, student, latencies)));
    loads.push(loadavg()[0]!);
    generatorDelay.disable();
    serverStallMs = await app.longestStall();
    console.log(`done in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  } finally {
    await app.stop();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const lost = outcome.reduce((sum, entry) => sum + entry.lost, 0);
  const acknowledged = outcome.reduce((sum, entry) => sum + entry.acknowledged, 0);
  const asked = outcome.reduce((sum, entry) => sum + entry.questions, 0);
  const p99 = percentile(sorted, 99);
  const p99Checked = POSTGRES;
  console.log('');
  printTable([
    ['Figure', 'Measured', 'Budget', 'Result'],
    [
      'answers saved and acknowledged',
      `${acknowledged} of ${asked}`,
      'all',
      acknowledged === asked ? 'ok' : 'SOME REFUSED',
    ],
    ['answers lost', String(lost), '0', lost === 0 ? 'ok' : 'LOST'],
    ['save p50', `${percentile(sorted, 50).toFixed(1)} ms`, '—', ''],
    [
      'save p99',
      `${p99.toFixed(1)} ms`,
      `≤ ${SAVE_P99_BUDGET_MS} ms on PostgreSQL`,
      p99Checked ? (p99 <= SAVE_P99_BUDGET_MS ? 'ok' : 'OVER BUDGET') : 'not checked on PGlite',
    ],
    ['  the server’s longest event-loop stall', `${serverStallMs.toFixed(0)} ms`, '—', ''],
    [
      '  the load generator’s event-loop delay p99, longest',
      `${(generatorDelay.percentile(99) / 1e6).toFixed(0)} ms, ${(generatorDelay.max / 1e6).toFixed(0)} ms`,
      '—',
      '',
    ],
    ['  load average (start, end)', loads.map((load) => load.toFixed(1)).join(', '), '—', ''],
  ]);
  const failed = lost > 0 || acknowledged !== asked || (p99Checked && p99 > SAVE_P99_BUDGET_MS);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
