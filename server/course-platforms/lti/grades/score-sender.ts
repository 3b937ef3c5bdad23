import type { Database } from '../../../db/client';
import type { DataChanges } from '../../../db/data-changes';
import type { ServiceTokens } from '../service-token';
import { SCORE_OUTBOX_TABLE } from './outbox';
import { sendDueScores } from './send-scores';

/** How often the outbox is looked at when no new score is announced (retries fall due). */
export const SEND_INTERVAL_MS = 10_000;

type SenderOptions = {
  db: Database;
  tokens: ServiceTokens;
  /** Committed writes: a queued score is sent as soon as its transaction commits. */
  changes: DataChanges | undefined;
  clock: () => Date;
  log: (error: unknown) => void;
};

/**
 * Sends the outbox's due scores every few seconds, and at once when a queued score is announced,
 * until stopped. One run at a time; an announcement during a run makes one more run after it.
 */
export function startScoreSender({ db, tokens, changes, clock, log }: SenderOptions) {
  const sending = { db, tokens };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDueScores(sending, clock())
      .then(() => undefined, log)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, SEND_INTERVAL_MS);
  timer.unref();
  // Only a queued score wakes the sender. ANY_TABLE (the database connections were lost) does not:
  // sending at once would open a connection in the middle of the loss; the next poll catches up.
  const unsubscribe = changes?.subscribe((table) => {
    if (table === SCORE_OUTBOX_TABLE) run();
  });
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe?.();
    await running;
  };
}
