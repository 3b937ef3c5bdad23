import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { idSchema, pageOf, paginationQueryShape } from './pagination';
import { textField } from './text';

export const QUIZ_KINDS = ['practice', 'final', 'drill'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];
export const QUIZ_STATUSES = ['draft', 'published'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];
export const QUIZ_SELECTIONS = ['fixed', 'random'] as const;
export type QuizSelection = (typeof QUIZ_SELECTIONS)[number];
export const EXPLANATION_MODES = ['immediate', 'after_submission'] as const;
export type ExplanationMode = (typeof EXPLANATION_MODES)[number];

export const DEFAULT_PASS_MARK = 70;
export const QUIZ_TITLE_MAX = 120;
export const MAX_QUIZ_QUESTIONS = 200;
export const MAX_TIME_LIMIT_MINUTES = 600;

/**
 * A quiz. `practice` quizzes belong to a topic; each class has one `final` and one `drill` quiz
 * (topic null), made with the class, whose settings come with class administration.
 */
export const quizSchema = z.object({
  id: idSchema,
  class_id: idSchema,
  topic_id: z.nullable(idSchema),
  kind: z.enum(QUIZ_KINDS),
  title: z.string(),
  selection: z.enum(QUIZ_SELECTIONS),
  /** `fixed`: the questions in order. Empty for `random`. */
  question_ids: z.array(idSchema),
  /** `random`: how many published questions of the topic are drawn. Null for `fixed`. */
  random_count: z.nullable(z.int().check(z.positive())),
  time_limit_minutes: z.nullable(z.int().check(z.positive())),
  /** Percent. */
  pass_mark: z.int().check(z.minimum(0), z.maximum(100)),
  shuffle_questions: z.boolean(),
  shuffle_choices: z.boolean(),
  explanation_mode: z.enum(EXPLANATION_MODES),
  status: z.enum(QUIZ_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quiz = z.infer<typeof quizSchema>;

/**
 * `GET /classes/:classId/topics/:topicId/quizzes`: the topic's quizzes (teachers: all; students: the
 * published ones whose questions are published).
 */
export const quizListQuerySchema = z.object({ ...paginationQueryShape });
export const quizPageSchema = pageOf(quizSchema);
export type QuizPage = z.infer<typeof quizPageSchema>;

export const FIXED_NEEDS_QUESTIONS_MESSAGE = 'Pick at least one question.';
export const RANDOM_NEEDS_COUNT_MESSAGE = 'Say how many questions to draw.';
export const NOT_PUBLISHED_QUESTION_MESSAGE =
  "A quiz can only use the topic's published questions.";
export const NOT_ENOUGH_QUESTIONS_MESSAGE =
  'The topic has fewer published questions than the quiz draws.';

/**
 * `POST /classes/:classId/topics/:topicId/quizzes`, `PUT /classes/:classId/quizzes/:quizId` (a
 * practice quiz). `fixed`: `question_ids` from the topic's published questions; `random`:
 * `random_count` of them drawn per attempt (a published random quiz needs that many).
 */
export const quizInputSchema = z
  .strictObject({
    title: textField({ label: 'Title', min: 1, max: QUIZ_TITLE_MAX }),
    selection: z.enum(QUIZ_SELECTIONS),
    question_ids: z._default(
      z.array(idSchema).check(
        z.maxLength(MAX_QUIZ_QUESTIONS),
        z.refine((ids) => new Set(ids).size === ids.length, 'A question appears twice.'),
      ),
      [],
    ),
    random_count: z._default(
      z.nullable(z.int().check(z.positive(), z.maximum(MAX_QUIZ_QUESTIONS))),
      null,
    ),
    time_limit_minutes: z._default(
      z.nullable(
        z
          .int('Time limit must be a whole number of minutes.')
          .check(
            z.positive('Time limit must be at least 1 minute.'),
            z.maximum(
              MAX_TIME_LIMIT_MINUTES,
              `Time limit must be at most ${MAX_TIME_LIMIT_MINUTES} minutes.`,
            ),
          ),
      ),
      null,
    ),
    pass_mark: z._default(
      z
        .int('Pass mark must be a whole percentage.')
        .check(
          z.minimum(0, 'Pass mark must be between 0 and 100.'),
          z.maximum(100, 'Pass mark must be between 0 and 100.'),
        ),
      DEFAULT_PASS_MARK,
    ),
    shuffle_questions: z._default(z.boolean(), true),
    shuffle_choices: z._default(z.boolean(), true),
    /** Absent: the class's default explanation mode (a new quiz), or the quiz's own (an edit). */
    explanation_mode: z.optional(z.enum(EXPLANATION_MODES)),
    status: z._default(z.enum(QUIZ_STATUSES), 'draft'),
  })
  .check(
    z.refine((quiz) => quiz.selection !== 'fixed' || quiz.question_ids.length > 0, {
      message: FIXED_NEEDS_QUESTIONS_MESSAGE,
      path: ['question_ids'],
    }),
    z.refine((quiz) => quiz.selection !== 'random' || quiz.random_count !== null, {
      message: RANDOM_NEEDS_COUNT_MESSAGE,
      path: ['random_count'],
    }),
  );
export type QuizInput = z.input<typeof quizInputSchema>;
export type QuizInputParsed = z.infer<typeof quizInputSchema>;

export const topicQuizParamsSchema = z.object({ classId: idTextSchema, topicId: idTextSchema });
export const quizParamsSchema = z.object({ classId: idTextSchema, quizId: idTextSchema });

export const FIXED_QUIZ_KIND_MESSAGE =
  "The class's final and drill quizzes are set up in the class's settings.";

/** `GET /classes/:classId/quizzes?kind=`: every quiz of the class (students: those they may take). */
export const classQuizListQuerySchema = z.object({
  ...paginationQueryShape,
  kind: z.optional(z.enum(QUIZ_KINDS)),
});
