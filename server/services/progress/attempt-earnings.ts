import type { AttemptEarnings, LedgerPage } from '../../../contract';
import type { Database } from '../../db/client';
import { badgesHeld, ledgerOfSource, ledgerPage } from '../../repositories/progress';
import { pageWindow } from '../shapes/question-bank';
import { attemptSource } from './award';

/**
 * What an attempt earned: its ledger entries, and the badges awarded with them (in the same
 * transaction, at the same instant, see recordAttemptProgress). Empty when the class had points
 * and badges off when it closed.
 */
export async function attemptEarnings(
  db: Database,
  attempt: { id: number; classId: number; userId: number },
): Promise<AttemptEarnings> {
  const entries = await ledgerOfSource(
    db,
    attempt.classId,
    attempt.userId,
    attemptSource(attempt.id),
  );
  const awardedAt = entries[0]?.earnedAt.getTime();
  if (awardedAt === undefined) return { points: [], badges: [] };
  const held = await badgesHeld(db, attempt.classId, attempt.userId);
  return {
    points: entries.map(({ reason, points }) => ({ reason, points })),
    badges: held
      .filter((badge) => badge.earnedAt.getTime() === awardedAt)
      .map((badge) => badge.kind),
  };
}

/** One page of the ledger behind a student's points total in a class, newest first. */
export async function pointsLedger(
  db: Database,
  classId: number,
  userId: number,
  query: { page: number; page_size: number },
): Promise<LedgerPage> {
  const { items, total } = await ledgerPage(db, classId, userId, pageWindow(query));
  return {
    items: items.map((entry) => ({
      id: entry.id,
      reason: entry.reason,
      points: entry.points,
      earned_at: entry.earnedAt.toISOString(),
    })),
    total,
    ...query,
  };
}
