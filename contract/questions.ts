import { z } from 'zod/mini';
import { figureHashSchema, figureSchema } from './figures';
import { idTextSchema } from './ids';
import { idSchema, optionalIdQuery, pageOf, paginationQueryShape } from './pagination';
import { textField } from './text';

export const QUESTION_STATUSES = ['draft', 'published', 'retired'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const questionStatusSchema = z.enum(QUESTION_STATUSES);

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 6;
export const STEM_MAX = 5000;
export const QUESTION_NAME_MAX = 200;
export const EXPLANATION_MAX = 5000;
export const CHOICE_TEXT_MAX = 1000;
export const REFERENCE_MAX = 200;
export const OBJECTIVE_MAX = 40;

/** One answer choice as stored and as the API speaks it. */
export type QuestionChoice = { text: string; correct: boolean };
export const questionChoiceSchema = z.object({
  text: textField({ label: 'Choice', min: 1, max: CHOICE_TEXT_MAX }),
  correct: z.boolean(),
});

/** ACS (FAA Airman Certification Standards) task element, e.g. `PA.I.B.K1`, `CA.III.A.R2a`. */
export const ACS_CODE = /^[A-Z]{2,4}\.[IVX]{1,5}\.[A-Z]\.(K|R|S)\d{1,2}[a-z]?$/;
/** EASA learning objective, e.g. `010.01.02.03` or `021.01.02.03.04` (subject, then 2-digit levels). */
export const EASA_LO_CODE = /^\d{3}(\.\d{2}){1,4}$/;
export const OBJECTIVE_FORMAT_MESSAGE =
  'Learning objective must be an ACS code like PA.I.B.K1 or an EASA objective like 010.01.02.03.';

/** Empty, or an ACS / EASA learning-objective code. */
export const isLearningObjective = (code: string) =>
  code === '' || ACS_CODE.test(code) || EASA_LO_CODE.test(code);

export const CHOICES_COUNT_MESSAGE = `A question has ${MIN_CHOICES} to ${MAX_CHOICES} choices.`;
export const NO_CORRECT_MESSAGE = 'Mark at least one choice as correct.';
export const SINGLE_ANSWER_MESSAGE =
  'A single-best-answer question has exactly one correct choice. Mark one, or make it multiple response.';

/**
 * `POST /classes/:classId/questions` and `PUT /classes/:classId/questions/:questionId`: the whole
 * question. Single best answer: exactly one correct choice; multiple response: at least one (a
 * student must pick all the correct choices). Stem and explanation are Markdown.
 */
export const questionInputSchema = z
  .strictObject({
    topic_id: idSchema,
    /** What teachers call it (GIFT `::name::`, Moodle's name); '' when it has none. */
    name: z._default(textField({ label: 'Name', max: QUESTION_NAME_MAX }), ''),
    stem: textField({ label: 'Question', min: 1, max: STEM_MAX }),
    choices: z
      .array(questionChoiceSchema)
      .check(
        z.minLength(MIN_CHOICES, CHOICES_COUNT_MESSAGE),
        z.maxLength(MAX_CHOICES, CHOICES_COUNT_MESSAGE),
      ),
    multiple_response: z._default(z.boolean(), false),
    explanation: z._default(textField({ label: 'Explanation', max: EXPLANATION_MAX }), ''),
    reference: z._default(textField({ label: 'Reference', max: REFERENCE_MAX }), ''),
    learning_objective: z._default(
      textField({ label: 'Learning objective', max: OBJECTIVE_MAX }).check(
        z.refine(isLearningObjective, OBJECTIVE_FORMAT_MESSAGE),
      ),
      '',
    ),
    status: z._default(questionStatusSchema, 'draft'),
    /** A figure uploaded with `POST /classes/:classId/figures`, or null. */
    figure_hash: z._default(z.nullable(figureHashSchema), null),
  })
  .check(
    z.refine((question) => question.choices.some((choice) => choice.correct), {
      message: NO_CORRECT_MESSAGE,
      path: ['choices'],
    }),
    z.refine(
      (question) =>
        question.multiple_response ||
        question.choices.filter((choice) => choice.correct).length <= 1,
      { message: SINGLE_ANSWER_MESSAGE, path: ['choices'] },
    ),
  );
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionInputParsed = z.infer<typeof questionInputSchema>;

/** A question as its class's teachers see it (the current version). */
export const questionSchema = z.object({
  id: idSchema,
  class_id: idSchema,
  topic_id: idSchema,
  topic_name: z.string(),
  name: z.string(),
  stem: z.string(),
  choices: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  multiple_response: z.boolean(),
  explanation: z.string(),
  reference: z.string(),
  learning_objective: z.string(),
  status: questionStatusSchema,
  figure: z.nullable(figureSchema),
  /** The current version's number (1, 2, …). */
  version: z.int().check(z.positive()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** One version of a question. `frozen`: an attempt drew it, so an edit makes a new version. */
export const questionVersionSchema = z.object({
  version: z.int().check(z.positive()),
  stem: z.string(),
  choices: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  multiple_response: z.boolean(),
  explanation: z.string(),
  reference: z.string(),
  learning_objective: z.string(),
  figure: z.nullable(figureSchema),
  frozen: z.boolean(),
  created_at: z.string(),
});
export type QuestionVersion = z.infer<typeof questionVersionSchema>;

/** `GET /classes/:classId/questions/:questionId`: the question and its versions, newest first. */
export const questionDetailSchema = z.object({
  ...questionSchema.shape,
  versions: z.array(questionVersionSchema),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const QUESTION_SORTS = [
  'updated_at',
  'created_at',
  'learning_objective',
  'topic',
  'relevance',
] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/**
 * `GET /classes/:classId/questions` (teachers): one page, filtered by topic, status, learning-objective
 * code (prefix: `PA.I` matches `PA.I.B.K1`) and full-text search `q` (the name; English stemming over
 * stem, choices, explanation, reference; the objective) and `reports=open` (questions with open problem
 * reports). Default sort: `relevance` with `q`, else newest
 * change first (`updated_at` desc).
 */
export const questionListQuerySchema = z.object({
  ...paginationQueryShape,
  topic_id: optionalIdQuery,
  status: z.optional(questionStatusSchema),
  objective: z.optional(textField({ label: 'Learning objective', max: OBJECTIVE_MAX })),
  q: z.optional(textField({ label: 'Search', max: 200 })),
  sort: z.optional(z.enum(QUESTION_SORTS)),
  order: z.optional(z.enum(['asc', 'desc'])),
  /** `open`: only questions a student has reported and no teacher has resolved yet. */
  reports: z.optional(z.literal('open')),
});
/** What a client sends: every parameter optional. */
export type QuestionListQuery = Partial<z.output<typeof questionListQuerySchema>>;

/** A row of the question list. */
export const questionListItemSchema = z.object({
  id: idSchema,
  topic_id: idSchema,
  topic_name: z.string(),
  name: z.string(),
  stem: z.string(),
  status: questionStatusSchema,
  learning_objective: z.string(),
  multiple_response: z.boolean(),
  choice_count: z.int(),
  has_figure: z.boolean(),
  /** Problem reports from students that no teacher has resolved yet. */
  open_reports: z.int().check(z.nonnegative()),
  version: z.int().check(z.positive()),
  updated_at: z.string(),
});
export type QuestionListItem = z.infer<typeof questionListItemSchema>;
export const questionPageSchema = pageOf(questionListItemSchema);
export type QuestionPage = z.infer<typeof questionPageSchema>;

/** `POST /classes/:classId/questions/bulk`: publish, retire or move several questions at once. */
export const bulkQuestionsBodySchema = z.union([
  z.strictObject({
    action: z.enum(['publish', 'retire']),
    question_ids: z
      .array(idSchema)
      .check(z.minLength(1, 'Select at least one question.'), z.maxLength(500)),
  }),
  z.strictObject({
    action: z.literal('move'),
    question_ids: z
      .array(idSchema)
      .check(z.minLength(1, 'Select at least one question.'), z.maxLength(500)),
    topic_id: idSchema,
  }),
]);
export type BulkQuestionsBody = z.infer<typeof bulkQuestionsBodySchema>;
export const bulkQuestionsResultSchema = z.object({ updated: z.int().check(z.nonnegative()) });
export type BulkQuestionsResult = z.infer<typeof bulkQuestionsResultSchema>;

export const questionParamsSchema = z.object({ classId: idTextSchema, questionId: idTextSchema });
