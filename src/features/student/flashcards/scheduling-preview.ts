import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { FlashcardCardState } from '../../../../contract/flashcard-reviews';

export type RatingValue = 1 | 2 | 3 | 4;
export const RATINGS: readonly { value: RatingValue; label: string }[] = [
  { value: 1, label: 'Again' },
  { value: 2, label: 'Hard' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Easy' },
];

/** The schedule the API speaks, as a ts-fsrs card (a card never rated is an empty one). */
function toCard(schedule: FlashcardCardState | null, now: Date): Card {
  if (schedule === null) return createEmptyCard(now);
  return {
    due: new Date(schedule.due_at),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsed_days,
    scheduled_days: schedule.scheduled_days,
    learning_steps: schedule.learning_steps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    ...(schedule.last_review_at === null ? {} : { last_review: new Date(schedule.last_review_at) }),
  };
}

const toSchedule = (card: Card): FlashcardCardState => ({
  due_at: card.due.toISOString(),
  state: card.state,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  last_review_at: card.last_review ? card.last_review.toISOString() : null,
});

/**
 * What each rating would do to the card at `now`, computed as the server does (ts-fsrs, no
 * fuzz, the class's desired retention, the student's own parameters once fitted, else FSRS-6's
 * defaults) so the buttons can show their intervals offline.
 */
export function previewRatings(
  schedule: FlashcardCardState | null,
  now: Date,
  desiredRetention: number,
  parameters: readonly number[] | null = null,
): Record<RatingValue, FlashcardCardState> {
  const scheduler = fsrs({
    request_retention: desiredRetention,
    enable_fuzz: false,
    ...(parameters === null ? {} : { w: [...parameters] }),
  });
  const card = toCard(schedule, now);
  const next = (grade: Grade) => toSchedule(scheduler.next(card, now, grade).card);
  return { 1: next(1), 2: next(2), 3: next(3), 4: next(4) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A short interval: "1 min", "10 min", "3 h", "2 d", "1.5 mo", "2.1 y". */
export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `${hours} h`;
  const days = Math.max(1, Math.round(ms / DAY));
  if (days < 30) return `${days} d`;
  if (days < 365) return `${(ms / DAY / 30).toFixed(1).replace(/\.0$/, '')} mo`;
  return `${(ms / DAY / 365).toFixed(1).replace(/\.0$/, '')} y`;
}
