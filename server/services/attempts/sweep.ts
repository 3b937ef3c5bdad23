import type { Database } from '../../db/client';
import { expiredOpenAttemptIds, getAttempt } from '../../repositories/attempts';
import { closeIfOverdue } from './close-attempt';
import { overdueBefore } from './overdue';

/** How often the server closes attempts whose time ran out while nobody looked. */
export const SWEEP_INTERVAL_MS = 60_000;

/** Closes every open attempt past its deadline and grace, counting the answers saved in time. */
export async function closeOverdueAttempts(db: Database, now: Date) {
  const ids = await expiredOpenAttemptIds(db, overdueBefore(now));
  for (const id of ids) {
    const attempt = await getAttempt(db, id);
    if (attempt) await closeIfOverdue(db, attempt, now);
  }
  return ids.length;
}
