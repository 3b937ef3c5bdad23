import {
  boolean,
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
import { questions } from './schema-content';
import { fsrsCardColumns, fsrsLogColumns, type StoredCardState } from './schema-flashcard-study';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A student's queue of missed questions: one FSRS schedule per student and question (the same
 * card fields as `flashcard_states`). The question is always asked at its current version, so a
 * new version takes the old one's place; a question no longer published is out of the queue.
 * `right_streak` counts right answers at due reviews in a row; the third removes the row.
 */
export const missedQuestionStates = pgTable(
  'missed_question_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    ...fsrsCardColumns(),
    rightStreak: smallint('right_streak').notNull().default(0),
    enteredAt: at('entered_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('missed_question_states_question_id_idx').on(t.questionId),
    index('missed_question_states_class_id_idx').on(t.classId),
    index('missed_question_states_user_class_due_idx').on(t.userId, t.classId, t.due),
  ],
);

/**
 * Append-only log of missed-question reviews with the same FSRS log fields as
 * `flashcard_reviews`, so per-student parameter fitting reads both. `question_id` has no foreign
 * key: a deleted question leaves its history.
 */
export const missedQuestionReviews = pgTable(
  'missed_question_reviews',
  {
    id: serial('id').primaryKey(),
    /** The client's id of the answer: a repeated POST with it changes nothing. */
    reviewId: text('review_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** The version asked. */
    version: integer('version').notNull(),
    topicId: integer('topic_id').notNull(),
    choiceIds: jsonb('choice_ids').$type<number[]>().notNull(),
    correct: boolean('correct').notNull(),
    /** `rating`: 1 Again, 2 Hard, 3 Good (from the answer). */
    ...fsrsLogColumns(),
    cardBefore: jsonb('card_before').$type<StoredCardState>().notNull(),
    dueAfter: at('due_after').notNull(),
    durationMs: integer('duration_ms'),
    reviewedAt: at('reviewed_at').notNull(),
  },
  (t) => [
    unique('missed_question_reviews_user_review_id').on(t.userId, t.reviewId),
    index('missed_question_reviews_user_question_idx').on(t.userId, t.questionId),
    index('missed_question_reviews_class_user_reviewed_idx').on(t.classId, t.userId, t.reviewedAt),
  ],
);
