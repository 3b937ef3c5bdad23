import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ExplanationMode,
  FigureMediaType,
  QuestionChoice,
  QuestionStatus,
  QuizKind,
  QuizSelection,
  QuizStatus,
} from '../../contract';
import { classes } from './schema-accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('topics_class_id_idx').on(t.classId),
    uniqueIndex('topics_class_name_idx').on(t.classId, sql`lower(${t.name})`),
  ],
);

/** Images by sha-256 of their bytes (hex): stored once, served immutable at /api/figures/<hash>. */
export const figures = pgTable('figures', {
  hash: text('hash').primaryKey(),
  mediaType: text('media_type').$type<FigureMediaType>().notNull(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** English full-text vector of a question's current text (weights: stem A, choices B, rest C). */
const questionSearch = (): SQL =>
  sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('english', stem), 'A') || setweight(jsonb_to_tsvector('english', choices, '["string"]'), 'B') || setweight(to_tsvector('english', explanation || ' ' || reference), 'C') || to_tsvector('simple', learning_objective)`;

/**
 * A question; its row holds the current version's content (for lists and search) and
 * `question_versions` keeps every version.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** What teachers call the question (GIFT `::name::`, Moodle's name); '' when it has none. */
    name: text('name').notNull().default(''),
    stem: text('stem').notNull(),
    choices: jsonb('choices').$type<QuestionChoice[]>().notNull(),
    multipleResponse: boolean('multiple_response').notNull().default(false),
    explanation: text('explanation').notNull().default(''),
    reference: text('reference').notNull().default(''),
    learningObjective: text('learning_objective').notNull().default(''),
    status: text('status').$type<QuestionStatus>().notNull().default('draft'),
    figureHash: text('figure_hash').references(() => figures.hash),
    currentVersion: integer('current_version').notNull().default(1),
    searchVector: tsvector('search_vector').generatedAlwaysAs(questionSearch),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_class_id_idx').on(t.classId, t.updatedAt),
    index('questions_topic_id_idx').on(t.topicId),
    index('questions_figure_hash_idx').on(t.figureHash),
    index('questions_objective_idx').on(t.classId, t.learningObjective),
    index('questions_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Every version of a question. `frozen`: an attempt drew this version (set by
 * `freezeQuestionVersion`), so an edit makes a new version instead of changing it.
 */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    stem: text('stem').notNull(),
    choices: jsonb('choices').$type<QuestionChoice[]>().notNull(),
    multipleResponse: boolean('multiple_response').notNull(),
    explanation: text('explanation').notNull(),
    reference: text('reference').notNull(),
    learningObjective: text('learning_objective').notNull(),
    figureHash: text('figure_hash').references(() => figures.hash),
    frozen: boolean('frozen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('question_versions_question_version').on(t.questionId, t.version),
    index('question_versions_figure_hash_idx').on(t.figureHash),
  ],
);

const flashcardSearch = (): SQL => sql`to_tsvector('english', front || ' ' || back)`;

export const flashcards = pgTable(
  'flashcards',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull(),
    figureHash: text('figure_hash').references(() => figures.hash),
    searchVector: tsvector('search_vector').generatedAlwaysAs(flashcardSearch),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('flashcards_class_id_idx').on(t.classId),
    index('flashcards_topic_id_idx').on(t.topicId),
    index('flashcards_figure_hash_idx').on(t.figureHash),
    index('flashcards_search_idx').using('gin', t.searchVector),
  ],
);

/** Practice quizzes belong to a topic; each class's one final and one drill quiz have no topic. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuizKind>().notNull().default('practice'),
    title: text('title').notNull(),
    selection: text('selection').$type<QuizSelection>().notNull(),
    randomCount: smallint('random_count'),
    timeLimitMinutes: smallint('time_limit_minutes'),
    passMark: smallint('pass_mark').notNull().default(70),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(true),
    shuffleChoices: boolean('shuffle_choices').notNull().default(true),
    explanationMode: text('explanation_mode')
      .$type<ExplanationMode>()
      .notNull()
      .default('after_submission'),
    status: text('status').$type<QuizStatus>().notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quizzes_class_id_idx').on(t.classId),
    index('quizzes_topic_id_idx').on(t.topicId),
    uniqueIndex('quizzes_class_kind_idx')
      .on(t.classId, t.kind)
      .where(sql`kind in ('final', 'drill')`),
  ],
);

/** The questions of a `fixed` quiz, in order. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId] }),
    index('quiz_questions_question_id_idx').on(t.questionId),
  ],
);
