/**
 * `npm run bench:analytics`: the teachers' analytics stay fast on a big class. Generates 1,000
 * students, 2,000 questions and 100,000 graded answers (5 finished attempts of 20 questions per
 * student) into a fresh class (embedded PGlite, or PostgreSQL when DATABASE_URL is set: removed
 * afterwards), starts the app on a loopback port and times, one request at a time, interleaved:
 * GET /api/health (the reference), the class overview with its heat map, and a question's
 * statistics. Prints p50 / p95 beside the 300 ms budget and the ratio to the reference; exits
 * non-zero when a p95 is over. BENCH_SAMPLES (60) shortens or lengthens the run.
 */
import { eq, sql } from 'drizzle-orm';
import { apiPath, CSRF_COOKIE, Header, Role, SESSION_COOKIE } from '../../contract';
import { buildApp } from '../../server/app';
import { openSession } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import {
  attemptAnswers,
  attemptQuestions,
  attempts,
  classes,
  questions,
  questionVersions,
  quizzes,
  userRoles,
  users,
} from '../../server/db/schema';
import { rebuildTopicResults } from '../../server/repositories/performance';
import { insertTopic } from '../../server/repositories/topics';
import { createClassWithQuizzes } from '../../server/services/classes/create-class';

const STUDENTS = Number(process.env.STUDENTS ?? 1000);
const QUESTIONS = 2000;
const TOPICS = 10;
const ATTEMPTS_PER_STUDENT = 5;
const QUESTIONS_PER_ATTEMPT = 20;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const BUDGET_MS = 300;
const BATCH = 2000;

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let offset = 0; offset < rows.length; offset += BATCH) {
    await insert(rows.slice(offset, offset + BATCH));
  }
}

async function main() {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
  });
  const target = process.env.DATABASE_URL
    ? ({ kind: 'postgres', url: process.env.DATABASE_URL } as const)
    : ({ kind: 'pglite' } as const);
  const connection = await openDatabase(target);
  const { db } = connection;
  const started = performance.now();

  const classId = await createClassWithQuizzes(db, { name: 'Bench: analytics', description: '' });
  const topicIds: number[] = [];
  for (let index = 0; index < TOPICS; index += 1) {
    topicIds.push(await insertTopic(db, classId, { name: `Topic ${index + 1}`, description: '' }));
  }
  const content = (index: number) => ({
    stem: `Question ${index + 1}?`,
    choices: [0, 1, 2, 3].map((choice) => ({
      text: `Choice ${choice + 1}`,
      correct: choice === 0,
    })),
    multipleResponse: false,
    explanation: '',
    reference: '',
    learningObjective: '',
    figureHash: null,
  });
  const questionRows: { id: number; topicId: number; versionId: number }[] = [];
  for (let offset = 0; offset < QUESTIONS; offset += 500) {
    const batch = Array.from({ length: 500 }, (_, index) => offset + index);
    const inserted = await db
      .insert(questions)
      .values(
        batch.map((index) => ({
          ...content(index),
          classId,
          topicId: topicIds[index % TOPICS]!,
          status: 'published' as const,
        })),
      )
      .returning({ id: questions.id, topicId: questions.topicId });
    const versions = await db
      .insert(questionVersions)
      .values(
        inserted.map((row, index) => ({
          ...content(offset + index),
          questionId: row.id,
          version: 1,
          frozen: true,
        })),
      )
      .returning({ id: questionVersions.id, questionId: questionVersions.questionId });
    const versionOf = new Map(versions.map((row) => [row.questionId, row.id]));
    for (const row of inserted) {
      questionRows.push({ ...row, versionId: versionOf.get(row.id)! });
    }
  }
  const quizIds = await db
    .insert(quizzes)
    .values(
      topicIds.map((topicId, index) => ({
        classId,
        topicId,
        title: `Practice ${index + 1}`,
        selection: 'random' as const,
        randomCount: QUESTIONS_PER_ATTEMPT,
        status: 'published' as const,
      })),
    )
    .returning({ id: quizzes.id });

  const students = await db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, index) => ({
        name: `Student ${index + 1}`,
        email: null,
      })),
    )
    .returning({ id: users.id });
  await inBatches(
    students.map((student) => ({ userId: student.id, role: Role.STUDENT, classId })),
    (batch) => db.insert(userRoles).values(batch),
  );

  // Each student has a skill; each attempt draws 20 questions of one topic.
  const start = Date.UTC(2026, 9, 1);
  const attemptValues = students.flatMap((student, studentIndex) =>
    Array.from({ length: ATTEMPTS_PER_STUDENT }, (_, attempt) => {
      const at = new Date(start + (studentIndex * ATTEMPTS_PER_STUDENT + attempt) * 60_000);
      return {
        quizId: quizIds[(studentIndex + attempt) % quizIds.length]!.id,
        classId,
        userId: student.id,
        status: 'submitted' as const,
        startedAt: at,
        submittedAt: new Date(at.getTime() + 600_000),
        passMark: 70,
        explanationMode: 'after_submission' as const,
        questionCount: QUESTIONS_PER_ATTEMPT,
      };
    }),
  );
  const attemptIds: number[] = [];
  for (let offset = 0; offset < attemptValues.length; offset += BATCH) {
    const rows = await db
      .insert(attempts)
      .values(attemptValues.slice(offset, offset + BATCH))
      .returning({ id: attempts.id });
    attemptIds.push(...rows.map((row) => row.id));
  }
  const questionsOfTopic = topicIds.map((topicId) =>
    questionRows.filter((question) => question.topicId === topicId),
  );
  const slots: (typeof attemptQuestions.$inferInsert)[] = [];
  const answers: (typeof attemptAnswers.$inferInsert)[] = [];
  attemptIds.forEach((attemptId, index) => {
    const studentIndex = Math.floor(index / ATTEMPTS_PER_STUDENT);
    const skill = 0.3 + (0.6 * ((studentIndex * 37) % 100)) / 100;
    const topicIndex = (studentIndex + (index % ATTEMPTS_PER_STUDENT)) % TOPICS;
    const pool = questionsOfTopic[topicIndex]!;
    const first = Math.floor(random() * pool.length);
    for (let slot = 1; slot <= QUESTIONS_PER_ATTEMPT; slot += 1) {
      const question = pool[(first + slot * 7) % pool.length]!;
      const correct = random() < skill;
      slots.push({
        attemptId,
        slot,
        questionId: question.id,
        questionVersionId: question.versionId,
        topicId: question.topicId,
        choiceOrder: [0, 1, 2, 3],
      });
      answers.push({
        attemptId,
        slot,
        choiceIds: [correct ? 0 : 1 + Math.floor(random() * 3)],
        clientSeq: slot,
        savedAt: new Date(attemptValues[index]!.startedAt.getTime() + slot * 20_000),
        correct,
      });
    }
  });
  await inBatches(slots, (batch) => db.insert(attemptQuestions).values(batch));
  await inBatches(answers, (batch) => db.insert(attemptAnswers).values(batch));
  console.log(
    `Generated ${STUDENTS} students, ${QUESTIONS} questions and ${answers.length} answers in ${Math.round(
      (performance.now() - started) / 1000,
    )} s.`,
  );

  // Closing an attempt adds to its student's topic results; answers loaded in bulk are added at once.
  await rebuildTopicResults(db, classId);
  // As PostgreSQL's autovacuum would after a bulk load: the planner needs the tables' sizes.
  await db.execute(sql`analyze`);

  const [teacher] = await db
    .insert(users)
    .values({ name: 'Bench teacher', email: null })
    .returning({ id: users.id });
  if (!teacher) throw new Error('no teacher');
  await db.insert(userRoles).values({ userId: teacher.id, role: Role.TEACHER, classId });
  const { id: sessionId, session } = await openSession(db, teacher.id, 'lms');
  const headers = {
    [Header.AUTH_METHOD]: 'lms',
    cookie: `${SESSION_COOKIE}=${sessionId}; ${CSRF_COOKIE}=${session.csrfToken}`,
  };

  const app = await buildApp({ config, db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const questionId = questionRows[0]!.id;
  const cases = {
    'GET /api/health (reference)': `${address}/api/health`,
    'class overview + heat map': `${address}/api${apiPath('classOverview', { classId })}`,
    "a question's statistics": `${address}/api${apiPath('questionStatistics', { classId, questionId })}`,
  };
  const timings = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
  const WARM_UP = 5;
  for (let round = 0; round < SAMPLES + WARM_UP; round += 1) {
    for (const [name, url] of Object.entries(cases)) {
      const begin = performance.now();
      const response = await fetch(url, { headers: name.includes('health') ? {} : headers });
      await response.arrayBuffer();
      const elapsed = performance.now() - begin;
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      if (round >= WARM_UP) timings.get(name)?.push(elapsed);
    }
  }
  await app.close();
  if (target.kind === 'postgres') {
    await db.delete(classes).where(eq(classes.id, classId));
    for (let offset = 0; offset < students.length; offset += 500) {
      for (const student of students.slice(offset, offset + 500)) {
        await db.delete(users).where(eq(users.id, student.id));
      }
    }
    await db.delete(users).where(eq(users.id, teacher.id));
  }
  await connection.close();

  const reference = percentile(timings.get('GET /api/health (reference)') ?? [], 50) || 1;
  console.log(
    `\nAnalytics with ${STUDENTS} students and ${answers.length} answers on ${target.kind}, ${SAMPLES} sequential requests each:`,
  );
  console.log(
    `${'request'.padEnd(34)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'× health'.padStart(10)}${'budget'.padStart(9)}`,
  );
  let over = false;
  for (const [name, values] of timings) {
    const p50 = percentile(values, 50);
    const p95 = percentile(values, 95);
    const isReference = name.includes('health');
    if (!isReference && p95 > BUDGET_MS) over = true;
    console.log(
      `${name.padEnd(34)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${(
        p50 / reference
      )
        .toFixed(0)
        .padStart(10)}${(isReference ? '—' : `≤ ${BUDGET_MS}`).padStart(9)}`,
    );
  }
  if (over) {
    console.log(`\nOver budget: a p95 above ${BUDGET_MS} ms.`);
    process.exitCode = 1;
  }
}

await main();
