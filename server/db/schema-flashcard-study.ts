import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { classes, users } from './schema-accounts';
import { flashcards } from './schema-content';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The FSRS card fields as stored (ts-fsrs `Card`), also kept in the log to restore on undo. */
export type StoredCardState = {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
};

/** The FSRS card (ts-fsrs `Card`) as columns: every schedule table has them. */
export const fsrsCardColumns = () => ({
  due: at('due').notNull(),
  stability: doublePrecision('stability').notNull(),
  difficulty: doublePrecision('difficulty').notNull(),
  elapsedDays: integer('elapsed_days').notNull(),
  scheduledDays: integer('scheduled_days').notNull(),
  learningSteps: integer('learning_steps').notNull(),
  reps: integer('reps').notNull(),
  lapses: integer('lapses').notNull(),
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: smallint('state').notNull(),
  lastReview: at('last_review'),
});

/**
 * The rating and ts-fsrs ReviewLog (the state, due, stability and difficulty before the rating) as
 * columns: every review log has them, so fitting FSRS parameters reads each the same way.
 */
export const fsrsLogColumns = () => ({
  /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: smallint('rating').notNull(),
  stateBefore: smallint('state_before').notNull(),
  dueBefore: at('due_before').notNull(),
  stability: doublePrecision('stability').notNull(),
  difficulty: doublePrecision('difficulty').notNull(),
  elapsedDays: integer('elapsed_days').notNull(),
  lastElapsedDays: integer('last_elapsed_days').notNull(),
  scheduledDays: integer('scheduled_days').notNull(),
  learningSteps: integer('learning_steps').notNull(),
});

/** One row per student and card once the card was first rated (a card without a row is new). */
export const flashcardStates = pgTable(
  'flashcard_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: integer('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    ...fsrsCardColumns(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.flashcardId] }),
    index('flashcard_states_flashcard_id_idx').on(t.flashcardId),
    index('flashcard_states_class_id_idx').on(t.classId),
    index('flashcard_states_user_class_due_idx').on(t.userId, t.classId, t.due),
  ],
);

/**
 * Append-only log of ratings: what the card was before (to explain and undo) and the FSRS log
 * fields (to fit parameters per student later). `flashcard_id` deliberately has no foreign key:
 * a card the teacher deletes leaves its history here, still grouped by card. An undone review is
 * marked, never deleted.
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: serial('id').primaryKey(),
    /** The client's id of the rating: a repeated POST with it changes nothing. */
    reviewId: text('review_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    flashcardId: integer('flashcard_id').notNull(),
    topicId: integer('topic_id').notNull(),
    ...fsrsLogColumns(),
    /** The whole card before the rating (null: it was new), restored by undo. */
    cardBefore: jsonb('card_before').$type<StoredCardState | null>(),
    /** When the rating makes the card due next. */
    dueAfter: at('due_after').notNull(),
    durationMs: integer('duration_ms'),
    reviewedAt: at('reviewed_at').notNull(),
    undoneAt: at('undone_at'),
  },
  (t) => [
    unique('flashcard_reviews_user_review_id').on(t.userId, t.reviewId),
    index('flashcard_reviews_user_card_idx').on(t.userId, t.flashcardId),
    index('flashcard_reviews_class_user_reviewed_idx').on(t.classId, t.userId, t.reviewedAt),
  ],
);

/**
 * A student's own FSRS parameters, fitted from their ratings by the fitting job
 * (`services/fsrs-fitting`): one row per student once they have enough ratings to be fitted.
 */
export const studentFsrsParameters = pgTable('student_fsrs_parameters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The parameters to schedule with; null: FSRS-6's defaults (the fit did not beat them). */
  parameters: jsonb('parameters').$type<number[] | null>(),
  /** The ratings the last fit read (a fit again waits for 20 % more). */
  reviewCount: integer('review_count').notNull(),
  fittedAt: at('fitted_at'),
  /** Held-out log loss and RMSE (bins) of the fit and of the defaults; null: too few to fit. */
  logLoss: doublePrecision('log_loss'),
  rmseBins: doublePrecision('rmse_bins'),
  defaultLogLoss: doublePrecision('default_log_loss'),
  defaultRmseBins: doublePrecision('default_rmse_bins'),
  /** When a server process took this student's fit (another leaves it alone for a while). */
  claimedAt: at('claimed_at'),
});

/**
 * A student's own desired retention in one class (percent, within the contract's student limits);
 * no row: the class's default (`general.flashcard_retention`).
 */
export const studentDesiredRetention = pgTable(
  'student_desired_retention',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    retention: smallint('retention').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.classId] }),
    index('student_desired_retention_class_id_idx').on(t.classId),
  ],
);
