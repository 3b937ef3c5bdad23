import { sql } from 'drizzle-orm';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AttemptStatus, ExplanationMode } from '../../contract';
import { classes, users } from './schema-accounts';
import { questions, questionVersions, quizzes, topics } from './schema-content';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One student's attempt at a quiz. What the quiz said when it started (pass mark, explanation
 * mode, deadline) is frozen here, so later edits of the quiz change no attempt.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AttemptStatus>().notNull().default('open'),
    startedAt: at('started_at').notNull(),
    /** Null: untimed. */
    deadlineAt: at('deadline_at'),
    submittedAt: at('submitted_at'),
    /** A retake of the missed questions of this attempt. */
    retakeOf: integer('retake_of'),
    passMark: smallint('pass_mark').notNull(),
    explanationMode: text('explanation_mode').$type<ExplanationMode>().notNull(),
    questionCount: smallint('question_count').notNull(),
    correctCount: smallint('correct_count'),
    scorePercent: smallint('score_percent'),
    passed: boolean('passed'),
  },
  (t) => [
    // Two tabs starting at once: the second insert fails and resumes the first's attempt.
    uniqueIndex('attempts_one_open_idx')
      .on(t.quizId, t.userId)
      .where(sql`status = 'open'`),
    index('attempts_user_class_idx').on(t.userId, t.classId, t.startedAt),
    index('attempts_class_id_idx').on(t.classId),
    index('attempts_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`status = 'open'`),
  ],
);

/** The questions of an attempt in its order, each frozen at the version shown, choices in order. */
export const attemptQuestions = pgTable(
  'attempt_questions',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    questionVersionId: integer('question_version_id')
      .notNull()
      .references(() => questionVersions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** The version's choice positions in the order this attempt shows them. */
    choiceOrder: jsonb('choice_order').$type<number[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.slot] }),
    index('attempt_questions_question_id_idx').on(t.questionId),
    index('attempt_questions_version_id_idx').on(t.questionVersionId),
    index('attempt_questions_topic_id_idx').on(t.topicId),
  ],
);

/**
 * The latest answer to each question of an attempt. `client_seq` orders the browser's saves (a
 * late older save changes nothing); `saved_at` is the server's clock; `correct` is set when the
 * answer is locked in or the attempt closes.
 */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    choiceIds: jsonb('choice_ids').$type<number[]>().notNull(),
    flagged: boolean('flagged').notNull().default(false),
    clientSeq: integer('client_seq').notNull(),
    locked: boolean('locked').notNull().default(false),
    savedAt: at('saved_at').notNull(),
    correct: boolean('correct'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.slot] })],
);

/** A student's report of a problem with a question; the teacher resolves it with a note. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('question_reports_class_status_idx').on(t.classId, t.status),
    index('question_reports_question_id_idx').on(t.questionId),
    index('question_reports_attempt_id_idx').on(t.attemptId),
    index('question_reports_reporter_id_idx').on(t.reporterId),
    index('question_reports_resolved_by_idx').on(t.resolvedBy),
  ],
);
