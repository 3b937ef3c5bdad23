import { REVIEW_BACKDATE_MAX_MS } from '../../../contract';

/**
 * When a rating counts as given: the time the device says (a session studied offline arrives
 * later), never after the server's `now`, never before the card's previous rating (the log stays in
 * order) and never more than REVIEW_BACKDATE_MAX_MS back. Without a claim, `now`.
 */
export function ratingTime(claimed: Date | undefined, now: Date, previous: Date | null): Date {
  if (!claimed) return now;
  const earliest = Math.max(
    previous?.getTime() ?? -Infinity,
    now.getTime() - REVIEW_BACKDATE_MAX_MS,
  );
  return new Date(Math.min(now.getTime(), Math.max(claimed.getTime(), earliest)));
}
