import type { Grade, ReviewLog } from 'ts-fsrs';
import type { FlashcardCardState } from '../../../contract';
import type { StoredCardState } from '../../db/schema';
import type { flashcardStates } from '../../db/schema';

/** The FSRS card columns, the same in every schedule table (flashcards, missed questions). */
type StateRow = Pick<
  typeof flashcardStates.$inferSelect,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

export const storedFromRow = (row: StateRow): StoredCardState => ({
  due: row.due.toISOString(),
  stability: row.stability,
  difficulty: row.difficulty,
  elapsedDays: row.elapsedDays,
  scheduledDays: row.scheduledDays,
  learningSteps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  lastReview: row.lastReview ? row.lastReview.toISOString() : null,
});

export const rowValuesFromStored = (stored: StoredCardState) => ({
  due: new Date(stored.due),
  stability: stored.stability,
  difficulty: stored.difficulty,
  elapsedDays: stored.elapsedDays,
  scheduledDays: stored.scheduledDays,
  learningSteps: stored.learningSteps,
  reps: stored.reps,
  lapses: stored.lapses,
  state: stored.state,
  lastReview: stored.lastReview === null ? null : new Date(stored.lastReview),
});

/** The API shape of a schedule. */
export const toApiState = (stored: StoredCardState): FlashcardCardState => ({
  due_at: stored.due,
  state: stored.state,
  stability: stored.stability,
  difficulty: stored.difficulty,
  elapsed_days: stored.elapsedDays,
  scheduled_days: stored.scheduledDays,
  learning_steps: stored.learningSteps,
  reps: stored.reps,
  lapses: stored.lapses,
  last_review_at: stored.lastReview,
});

/** A review log row's FSRS fields (`fsrsLogColumns`): the rating, ts-fsrs's log, the dues around it. */
export const logValues = (
  rating: Grade,
  log: ReviewLog,
  dueBefore: Date,
  after: StoredCardState,
  now: Date,
) => ({
  rating,
  stateBefore: log.state,
  dueBefore,
  stability: log.stability,
  difficulty: log.difficulty,
  elapsedDays: log.elapsed_days,
  lastElapsedDays: log.last_elapsed_days,
  scheduledDays: log.scheduled_days,
  learningSteps: log.learning_steps,
  dueAfter: new Date(after.due),
  reviewedAt: now,
});
