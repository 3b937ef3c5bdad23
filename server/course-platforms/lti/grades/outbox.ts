import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { ltiScoreOutbox } from '../../../db/schema';
import { DATA_CHANGED_CHANNEL } from '../../../db/data-changes';
import { MAX_SCORE_TRIES, retryDelayMs } from './backoff';

export type OutboxRow = typeof ltiScoreOutbox.$inferSelect;

/** The outbox's table name, as the change notices name it (the senders listen for it). */
export const SCORE_OUTBOX_TABLE = 'lti_score_outbox';

/**
 * Tells every sender, once the caller's transaction commits, that scores are due (a notice on the
 * data-change channel: delivered on commit, dropped on rollback, heard by every process).
 */
export async function announceDueScores(db: Executor) {
  await db.execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, ${SCORE_OUTBOX_TABLE})`);
}

/** The timestamp of the latest score queued for a user on a link (the platform keeps only later ones). */
export async function lastScoreTimestamp(db: Executor, resourceLinkId: number, userId: number) {
  const [row] = await db
    .select({ last: sql<string | null>`max(${ltiScoreOutbox.score}->>'timestamp')` })
    .from(ltiScoreOutbox)
    .where(
      and(eq(ltiScoreOutbox.resourceLinkId, resourceLinkId), eq(ltiScoreOutbox.userId, userId)),
    );
  return row?.last ?? null;
}

/** How long a claimed score is left to its sender before another may take it (a crash mid-send). */
export const CLAIM_LEASE_MS = 2 * 60_000;
const CLAIM_BATCH = 20;

/**
 * Takes the scores due to be sent: each is counted as a try and put out of the others' reach for
 * the lease, in one statement. `FOR UPDATE SKIP LOCKED`: two senders never take the same row.
 */
export function claimDueScores(db: Executor, now: Date) {
  const due = db
    .select({ id: ltiScoreOutbox.id })
    .from(ltiScoreOutbox)
    .where(and(eq(ltiScoreOutbox.status, 'pending'), lte(ltiScoreOutbox.nextTryAt, now)))
    .orderBy(asc(ltiScoreOutbox.nextTryAt), asc(ltiScoreOutbox.id))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(ltiScoreOutbox)
    .set({
      tries: sql`${ltiScoreOutbox.tries} + 1`,
      nextTryAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(ltiScoreOutbox.id, due))
    .returning();
}

export async function markSent(db: Executor, id: number, now: Date) {
  await db
    .update(ltiScoreOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(ltiScoreOutbox.id, id));
}

/** A failed send: tried again after the backoff, or given up after the last try. */
export async function markFailedTry(db: Executor, row: OutboxRow, error: string, now: Date) {
  const givesUp = row.tries >= MAX_SCORE_TRIES;
  await db
    .update(ltiScoreOutbox)
    .set({
      status: givesUp ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      nextTryAt: new Date(now.getTime() + retryDelayMs(row.tries)),
    })
    .where(and(eq(ltiScoreOutbox.id, row.id), eq(ltiScoreOutbox.status, 'pending')));
}
