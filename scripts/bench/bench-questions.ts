/**
 * `npm run bench:questions`: the question list stays fast with 5,000 questions. Generates 5,000
 * questions into a fresh class (embedded PGlite, or PostgreSQL when DATABASE_URL is set: a new
 * class there, removed afterwards), starts the app on a loopback port and times, one request at a
 * time, interleaved: GET /api/health (the reference: one `select 1` through every plugin), a page
 * of the question list, a filtered page, and a full-text search. Prints p50 / p95 beside the 50 ms
 * budget; exits non-zero when a p95 is over. BENCH_SAMPLES (300) shortens a trial run.
 */
import { eq } from 'drizzle-orm';
import { apiPath, Role } from '../../contract';
import { buildApp } from '../../server/app';
import { openSession } from '../../server/auth/sessions';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { classes, questions, questionVersions, userRoles, users } from '../../server/db/schema';
import { insertTopic } from '../../server/repositories/topics';
import { createClassWithQuizzes } from '../../server/services/classes/create-class';
import { CSRF_COOKIE, Header, SESSION_COOKIE } from '../../contract';

const QUESTIONS = 5000;
const TOPICS = 10;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const BUDGET_MS = 50;

const WORDS = (
  'altitude airspeed density pressure temperature wind heading course variation deviation compass ' +
  'stall lift drag thrust weight balance moment arm fuel oil magneto carburetor icing fog cloud ' +
  'thunderstorm front inversion visibility ceiling airspace class tower runway taxiway sign marking ' +
  'beacon light VOR radial bearing chart sectional METAR TAF pilot medical certificate currency ' +
  'hypoxia spatial disorientation stress fatigue alcohol load factor bank turn climb descent glide'
).split(' ');

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = () => WORDS[Math.floor(random() * WORDS.length)] ?? 'wind';
const sentence = (words: number) => Array.from({ length: words }, pick).join(' ');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

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

  const classId = await createClassWithQuizzes(db, {
    name: 'Bench: 5,000 questions',
    description: '',
  });
  const topicIds: number[] = [];
  for (let index = 0; index < TOPICS; index += 1) {
    topicIds.push(
      await insertTopic(db, classId, { name: `Bench topic ${index + 1}`, description: '' }),
    );
  }
  const started = performance.now();
  for (let offset = 0; offset < QUESTIONS; offset += 500) {
    const contents = Array.from({ length: 500 }, (_, index) => ({
      stem: `${sentence(14)}?`,
      choices: [0, 1, 2, 3].map((choice) => ({ text: sentence(4), correct: choice === 0 })),
      multipleResponse: false,
      explanation: sentence(30),
      reference: 'PHAK ch. 4',
      learningObjective: `PA.I.${'ABCDEF'[(offset + index) % 6]}.K${((offset + index) % 9) + 1}`,
      figureHash: null,
    }));
    const inserted = await db
      .insert(questions)
      .values(
        contents.map((content, index) => ({
          ...content,
          classId,
          topicId: topicIds[(offset + index) % TOPICS] ?? 0,
          status: (offset + index) % 7 === 0 ? ('draft' as const) : ('published' as const),
        })),
      )
      .returning({ id: questions.id });
    await db.insert(questionVersions).values(
      contents.flatMap((content, index) => {
        const id = inserted[index]?.id;
        return id === undefined ? [] : [{ ...content, questionId: id, version: 1 }];
      }),
    );
  }
  console.log(`Generated ${QUESTIONS} questions in ${Math.round(performance.now() - started)} ms.`);

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
  const list = apiPath('classQuestions', { classId });
  const cases = {
    'GET /api/health (reference)': `${address}/api/health`,
    'question list, page 3 of 25': `${address}/api${list}?page=3&page_size=25`,
    'filtered: topic + status + objective': `${address}/api${list}?topic_id=${topicIds[2]}&status=published&objective=PA.I.C`,
    'full-text search "density altitude"': `${address}/api${list}?q=density%20altitude`,
  };
  const timings = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
  for (let round = 0; round < SAMPLES + 20; round += 1) {
    for (const [name, url] of Object.entries(cases)) {
      const start = performance.now();
      const response = await fetch(url, { headers: name.includes('health') ? {} : headers });
      await response.arrayBuffer();
      const elapsed = performance.now() - start;
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      if (round >= 20) timings.get(name)?.push(elapsed); // the first 20 rounds warm up
    }
  }
  await app.close();
  if (target.kind === 'postgres') await db.delete(classes).where(eq(classes.id, classId));
  await connection.close();

  console.log(
    `\nQuestion list with ${QUESTIONS} questions on ${target.kind}, ${SAMPLES} sequential requests each:`,
  );
  console.log(
    `${'request'.padEnd(40)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'budget'.padStart(9)}`,
  );
  let over = false;
  for (const [name, values] of timings) {
    const reference = name.includes('reference');
    const p95 = percentile(values, 95);
    if (!reference && p95 > BUDGET_MS) over = true;
    console.log(
      `${name.padEnd(40)}${percentile(values, 50).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${(reference ? '—' : `≤ ${BUDGET_MS}`).padStart(9)}`,
    );
  }
  return over ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
