import { createEmptyCard, fsrs, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import type { StoredCardState } from '../../db/schema';

/**
 * FSRS (ts-fsrs) as pure functions: every function takes the clock as an argument. Fuzz is off so
 * the interval a button shows is the interval the card gets. `parameters` are the student's own
 * fitted ones (`services/fsrs-fitting`); null: FSRS-6's defaults.
 */
export const schedulerFor = (
  desiredRetention: number,
  parameters: readonly number[] | null = null,
) =>
  fsrs({
    request_retention: desiredRetention,
    enable_fuzz: false,
    ...(parameters === null ? {} : { w: [...parameters] }),
  });

export const toCard = (stored: StoredCardState | null, now: Date): Card =>
  stored === null
    ? createEmptyCard(now)
    : {
        due: new Date(stored.due),
        stability: stored.stability,
        difficulty: stored.difficulty,
        elapsed_days: stored.elapsedDays,
        scheduled_days: stored.scheduledDays,
        learning_steps: stored.learningSteps,
        reps: stored.reps,
        lapses: stored.lapses,
        state: stored.state,
        ...(stored.lastReview === null ? {} : { last_review: new Date(stored.lastReview) }),
      };

export const toStored = (card: Card): StoredCardState => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ? card.last_review.toISOString() : null,
});

export type RatingOutcome = { card: StoredCardState; log: ReviewLog };

/** The card after `rating` at `now`, and ts-fsrs's log entry (the state before the rating). */
export function rate(
  stored: StoredCardState | null,
  rating: Grade,
  now: Date,
  desiredRetention: number,
  parameters: readonly number[] | null = null,
): RatingOutcome {
  const scheduler = schedulerFor(desiredRetention, parameters);
  const { card, log } = scheduler.next(toCard(stored, now), now, rating);
  return { card: toStored(card), log };
}
