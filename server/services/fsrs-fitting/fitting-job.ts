import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows';
import type { Database } from '../../db/client';
import { studentFsrsParameters } from '../../db/schema';
import { fitParameters, MIN_ITEMS, type FitOutcome } from './fit-parameters';
import { reviewItems } from './review-history';
import { allRatings, studentReviewLog } from './student-review-log';

/** How often a server process looks for students to fit. */
export const FITTING_INTERVAL_MS = 60 * 60_000;
/** A student is fitted again once they have this many times the ratings of their last fit… */
export const REFIT_GROWTH = 1.2;
/** …and not sooner than a day after it. */
const REFIT_AFTER_MS = 24 * 60 * 60_000;
/** A claim older than this is taken to be of a process that stopped before it finished. */
const CLAIM_LEASE_MS = 30 * 60_000;
/** Students fitted per run at most (a class of 100 fits in under a minute: `npm run bench:fsrs`). */
const STUDENTS_PER_RUN = 100;
/** The name of the advisory lock under which one process at a time picks the students to fit. */
export const PICKING_LOCK_NAME = 'groundschool: fsrs fitting';
const PICKING_LOCK = sql`hashtext(${PICKING_LOCK_NAME})`;

/**
 * Takes the students due a fit (enough ratings, and 20 % more than at their last fit, at most once
 * a day), marking them taken, in one transaction under an advisory lock: another process running
 * the job at the same time takes none of them.
 */
async function claimDueStudents(
  db: Database,
  now: Date,
): Promise<{ userId: number; count: number }[]> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${PICKING_LOCK}) as locked`),
    );
    if (!lock?.locked) return [];
    const count = sql<number>`count(*)::int`;
    const fitted = studentFsrsParameters;
    const ratings = allRatings(tx);
    const due = await tx
      .select({ userId: ratings.userId, count })
      .from(ratings)
      .leftJoin(fitted, eq(fitted.userId, ratings.userId))
      .where(
        and(
          or(
            isNull(fitted.claimedAt),
            lt(fitted.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
          ),
          or(
            isNull(fitted.fittedAt),
            lte(fitted.fittedAt, new Date(now.getTime() - REFIT_AFTER_MS)),
          ),
        ),
      )
      .groupBy(ratings.userId, fitted.reviewCount)
      .having(
        and(
          gte(count, MIN_ITEMS),
          or(
            isNull(fitted.reviewCount),
            gte(count, sql`${fitted.reviewCount} * ${REFIT_GROWTH}::numeric`),
          ),
        ),
      )
      .orderBy(asc(ratings.userId))
      .limit(STUDENTS_PER_RUN);
    for (const { userId, count } of due) {
      await tx
        .insert(studentFsrsParameters)
        .values({ userId, reviewCount: count, claimedAt: now })
        .onConflictDoUpdate({ target: studentFsrsParameters.userId, set: { claimedAt: now } });
    }
    return due;
  });
}

const stored = (outcome: FitOutcome | null) =>
  outcome === null
    ? {
        parameters: null,
        logLoss: null,
        rmseBins: null,
        defaultLogLoss: null,
        defaultRmseBins: null,
      }
    : {
        parameters: outcome.parameters,
        logLoss: outcome.fitted.logLoss,
        rmseBins: outcome.fitted.rmseBins,
        defaultLogLoss: outcome.defaults.logLoss,
        defaultRmseBins: outcome.defaults.rmseBins,
      };

/**
 * Fits every student due a fit (see `claimDueStudents`) from their ratings and keeps the outcome:
 * their parameters when the fit beats FSRS-6's defaults on their latest ratings, else null (the
 * defaults). Returns how many were fitted.
 */
export async function fitDueStudents(db: Database, now: Date): Promise<number> {
  const students = await claimDueStudents(db, now);
  for (const { userId, count } of students) {
    const outcome = await fitParameters(reviewItems(await studentReviewLog(db, userId)));
    await db
      .update(studentFsrsParameters)
      .set({ ...stored(outcome), reviewCount: count, fittedAt: now, claimedAt: null })
      .where(eq(studentFsrsParameters.userId, userId));
  }
  return students.length;
}

/** A student's fitted parameters, or null: schedule with FSRS-6's defaults. */
export async function studentParameters(db: Database, userId: number) {
  const [row] = await db
    .select({ parameters: studentFsrsParameters.parameters })
    .from(studentFsrsParameters)
    .where(eq(studentFsrsParameters.userId, userId));
  return row?.parameters ?? null;
}
