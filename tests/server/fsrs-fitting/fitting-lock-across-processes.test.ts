import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../../../server/db/client';
import { studentFsrsParameters } from '../../../server/db/schema';
import {
  fitDueStudents,
  PICKING_LOCK_NAME,
} from '../../../server/services/fsrs-fitting/fitting-job';
import { seededRandom, simulateLearner } from '../../../scripts/bench/simulated-learners';
import { createClassRow, createUser } from '../helpers/auth-fixtures';
import { aDeck, flashcardReviewLog } from '../helpers/flashcard-builders';
import { createPostgresTestDatabase, type PostgresTestDatabase } from '../helpers/test-database';

// Two server processes on one PostgreSQL run the fitting job at the same moment: the advisory
// lock lets one of them pick the students, so each student is fitted once. PGlite serves one
// connection at a time and cannot run this; it runs with TEST_DB=postgres (CI).

const onPostgres = process.env.TEST_DB === 'postgres';
const DAY = 86_400_000;
const start = new Date('2026-01-05T17:00:00Z');

let database: PostgresTestDatabase;
let first: DatabaseConnection;
let second: DatabaseConnection;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresTestDatabase();
  first = await openDatabase({ kind: 'postgres', url: database.url });
  second = await openDatabase({ kind: 'postgres', url: database.url });
});
afterAll(async () => {
  if (!onPostgres) return;
  await first.close();
  await second.close();
  await database.drop();
});

/** Students of a new class, each with a simulated learner's ratings: every one due a fit. */
async function studentsDueAFit(count: number, seed: number) {
  const db = first.db;
  const classId = await createClassRow(db);
  const {
    cards: [card],
  } = await aDeck(db, classId, 1);
  const userIds = [];
  for (let index = 0; index < count; index += 1) {
    const { id: userId } = await createUser(db);
    const { log } = simulateLearner(seededRandom(seed + index), { days: 30, newPerDay: 8 });
    await flashcardReviewLog(
      db,
      { userId, classId, topicId: card!.topicId },
      log.map(({ card: id, rating, day }, order) => ({
        flashcardId: Number(id) + card!.id,
        rating,
        at: new Date(start.getTime() + day * DAY + order * 1000),
      })),
    );
    userIds.push(userId);
  }
  return userIds;
}

const fitsOf = (userIds: number[]) =>
  first.db
    .select({ userId: studentFsrsParameters.userId, fittedAt: studentFsrsParameters.fittedAt })
    .from(studentFsrsParameters)
    .where(inArray(studentFsrsParameters.userId, userIds));

describe.runIf(onPostgres)('the fitting job across two processes', () => {
  it('two runs at the same moment: one picks the students, each is fitted once', async () => {
    const userIds = await studentsDueAFit(3, 100);
    const now = new Date('2026-03-01T03:00:00Z');
    // Both processes connected already, so neither run starts late.
    await Promise.all([first.db.execute(sql`select 1`), second.db.execute(sql`select 1`)]);
    const fitted = await Promise.all([
      fitDueStudents(first.db, now),
      fitDueStudents(second.db, now),
    ]);
    expect([...fitted].sort()).toEqual([0, 3]);
    const fits = await fitsOf(userIds);
    expect(fits).toHaveLength(3);
    expect(fits.every((fit) => fit.fittedAt?.getTime() === now.getTime())).toBe(true);
  });

  it('a run while another process holds the lock takes nobody; the next run takes them', async () => {
    const [userId] = await studentsDueAFit(1, 200);
    const now = new Date('2026-03-02T03:00:00Z');
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(hashtext($1))', [PICKING_LOCK_NAME]);
      expect(await fitDueStudents(second.db, now)).toBe(0);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    expect(await fitDueStudents(second.db, now)).toBe(1);
    const [fit] = await first.db
      .select()
      .from(studentFsrsParameters)
      .where(eq(studentFsrsParameters.userId, userId!));
    expect(fit?.fittedAt).toEqual(now);
  });
});
