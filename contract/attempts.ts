import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { idSchema } from './pagination';
import { attemptEarningsSchema } from './progress';
import { MAX_CHOICES } from './questions';
import { EXPLANATION_MODES, QUIZ_KINDS } from './quizzes';

/**
 * Taking quizzes: attempts, answers, results and reviews. Choice ids are the positions of the
 * choices in the question version the attempt froze (0 to 5); the attempt shows them in its own
 * frozen order.
 */

export const ATTEMPT_STATUSES = ['open', 'submitted', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Answers that reach the server this long after the deadline still count (a slow network). */
export const ANSWER_GRACE_SECONDS = 30;

export const quizIdParamsSchema = z.object({ quizId: idTextSchema });
export const attemptIdParamsSchema = z.object({ attemptId: idTextSchema });
export const attemptSlotParamsSchema = z.object({
  attemptId: idTextSchema,
  slot: idTextSchema,
});

export const choiceIdsSchema = z
  .array(z.int().check(z.minimum(0), z.maximum(MAX_CHOICES - 1)))
  .check(
    z.maxLength(MAX_CHOICES),
    z.refine((ids) => new Set(ids).size === ids.length, 'A choice appears twice.'),
  );

/** A quiz the viewer may take, with their attempts at it. */
export const classQuizSchema = z.object({
  id: idSchema,
  kind: z.enum(QUIZ_KINDS),
  topic_id: z.nullable(idSchema),
  topic_name: z.nullable(z.string()),
  title: z.string(),
  /** How many questions an attempt has (the drill: up to this many). */
  question_count: z.int(),
  time_limit_minutes: z.nullable(z.int()),
  /** The student's extra time on the limit (accommodations), in whole minutes; 0: none. */
  extra_time_minutes: z.int(),
  pass_mark: z.int(),
  explanation_mode: z.enum(EXPLANATION_MODES),
  attempts_used: z.int(),
  /** Null: no limit. */
  attempts_allowed: z.nullable(z.int()),
  /** The next attempt may start then (final exam cooldown), or null. */
  available_from: z.nullable(z.string()),
  /** The final exam's window: null when it does not close. */
  closes_at: z.nullable(z.string()),
  /** Why no attempt can start now (a sentence for the student), or null. */
  unavailable_reason: z.nullable(z.string()),
  open_attempt_id: z.nullable(idSchema),
  best_score: z.nullable(z.int()),
  last_score: z.nullable(z.int()),
  last_attempt_id: z.nullable(idSchema),
});
export type ClassQuiz = z.infer<typeof classQuizSchema>;

/** `GET /classes/:classId/quizzes`: the published quizzes of the class for a student. */
export const classQuizListSchema = z.object({
  quizzes: z.array(classQuizSchema),
  /** Topics the weak-area drill draws from now (empty: the student has no weak topic). */
  weak_topic_ids: z.array(idSchema),
});
export type ClassQuizList = z.infer<typeof classQuizListSchema>;

/** `POST /quizzes/:quizId/attempts`: start (or resume). `retake_of`: only its missed questions. */
export const startAttemptBodySchema = z._default(
  z.strictObject({
    retake_of: z.optional(idSchema),
    /** The weak-area drill on the questions matching the student's knowledge-test codes. */
    focus: z.optional(z.literal('knowledge_test')),
    /** With `focus`: an open drill of other questions is submitted as it stands and replaced. */
    replace_open: z.optional(z.boolean()),
  }),
  {},
);
export type StartAttemptBody = z.infer<typeof startAttemptBodySchema>;

export const attemptQuestionSchema = z.object({
  slot: z.int(),
  question_id: idSchema,
  stem: z.string(),
  figure_url: z.nullable(z.string()),
  multiple: z.boolean(),
  choices: z.array(z.object({ id: z.int(), text: z.string() })),
  topic_id: idSchema,
  topic_name: z.string(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const savedAnswerSchema = z.object({
  slot: z.int(),
  choice_ids: z.array(z.int()),
  flagged: z.boolean(),
  client_seq: z.int(),
  locked: z.boolean(),
  saved_at: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** What a locked answer (immediate mode) or a reviewed one reveals. */
export const answerFeedbackSchema = z.object({
  slot: z.int(),
  correct: z.boolean(),
  correct_choice_ids: z.array(z.int()),
  explanation: z.string(),
  reference: z.string(),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

/** `GET /attempts/:attemptId` (and the answer of starting one). */
export const attemptViewSchema = z.object({
  id: idSchema,
  quiz_id: idSchema,
  class_id: idSchema,
  student_id: idSchema,
  quiz_title: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  /** Null: untimed. */
  deadline_at: z.nullable(z.string()),
  /** The server's clock when it answered, for the countdown's offset. */
  server_now: z.string(),
  explanation_mode: z.enum(EXPLANATION_MODES),
  questions: z.array(attemptQuestionSchema),
  answers: z.array(savedAnswerSchema),
  /** Immediate mode: the feedback of locked answers only. */
  locked_results: z.array(answerFeedbackSchema),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;

/** `PUT /attempts/:attemptId/answers/:slot`. The highest `client_seq` of a slot wins. */
export const saveAnswerBodySchema = z.strictObject({
  choice_ids: choiceIdsSchema,
  client_seq: z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
  flagged: z.optional(z.boolean()),
});
export type SaveAnswerBody = z.infer<typeof saveAnswerBodySchema>;

export const saveAnswerResultSchema = z.object({
  slot: z.int(),
  client_seq: z.int(),
  saved_at: z.string(),
  /** False when a save with a higher `client_seq` was already stored (not an error). */
  applied: z.boolean(),
});
export type SaveAnswerResult = z.infer<typeof saveAnswerResultSchema>;

/** `POST /attempts/:attemptId/submit`: may carry answers not sent yet. */
export const submitAttemptBodySchema = z._default(
  z.strictObject({
    answers: z.optional(
      z
        .array(z.object({ slot: z.int().check(z.positive()), ...saveAnswerBodySchema.shape }))
        .check(z.maxLength(300)),
    ),
  }),
  {},
);
export type SubmitAttemptBody = z.infer<typeof submitAttemptBodySchema>;

export const REVIEW_AVAILABILITY = ['score_only', 'missed', 'everything'] as const;
export type ReviewAvailability = (typeof REVIEW_AVAILABILITY)[number];

/** `GET /attempts/:attemptId/result` (and the answer of submitting). */
export const attemptResultSchema = z.object({
  attempt_id: idSchema,
  quiz_id: idSchema,
  quiz_title: z.string(),
  kind: z.enum(QUIZ_KINDS),
  status: z.enum(ATTEMPT_STATUSES),
  score_percent: z.int(),
  correct_count: z.int(),
  question_count: z.int(),
  passed: z.boolean(),
  pass_mark: z.int(),
  started_at: z.string(),
  submitted_at: z.string(),
  time_used_seconds: z.int(),
  topics: z.array(
    z.object({ topic_id: idSchema, topic_name: z.string(), correct: z.int(), total: z.int() }),
  ),
  /** Learning-objective codes of the missed questions, as the FAA's test report lists them. */
  missed_learning_objectives: z.array(z.string()),
  review_available: z.enum(REVIEW_AVAILABILITY),
  /** Whether "Retake the questions I missed" can start (missed questions that are still published). */
  can_retake_missed: z.boolean(),
  /** The points and badges this attempt earned the student. */
  earned: attemptEarningsSchema,
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const REVIEW_FILTERS = ['all', 'missed', 'flagged'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const reviewQuerySchema = z.object({
  filter: z._default(z.enum(REVIEW_FILTERS), 'all'),
});

export const reviewItemSchema = z.object({
  slot: z.int(),
  question_id: idSchema,
  stem: z.string(),
  figure_url: z.nullable(z.string()),
  multiple: z.boolean(),
  choices: z.array(z.object({ id: z.int(), text: z.string() })),
  chosen_ids: z.array(z.int()),
  correct_choice_ids: z.array(z.int()),
  correct: z.boolean(),
  flagged: z.boolean(),
  explanation: z.string(),
  reference: z.string(),
  learning_objective: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** `GET /attempts/:attemptId/review`: the questions the review policy shows, filtered. */
export const attemptReviewSchema = z.object({
  result: attemptResultSchema,
  items: z.array(reviewItemSchema),
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;

export const attemptHistoryItemSchema = z.object({
  id: idSchema,
  quiz_id: idSchema,
  quiz_title: z.string(),
  kind: z.enum(QUIZ_KINDS),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  submitted_at: z.nullable(z.string()),
  score_percent: z.nullable(z.int()),
  passed: z.nullable(z.boolean()),
});
export type AttemptHistoryItem = z.infer<typeof attemptHistoryItemSchema>;
export const attemptHistorySchema = z.array(attemptHistoryItemSchema);

/** Messages a student understands for the attempt error codes. */
export const ATTEMPT_MESSAGES = {
  closed: 'This attempt has ended: its answers were counted when it closed.',
  tooLate: 'Time was up: this answer arrived after the deadline and was not counted.',
  noAttemptsLeft: 'You have used every attempt this quiz allows.',
  cooldown: (until: string) => `You can start the next attempt from ${until}.`,
  notOpen: 'This quiz is not open for attempts right now.',
  locked: 'This answer is locked in and can no longer change.',
  notImmediate: 'This quiz shows explanations after you submit, not question by question.',
  nothingToRetake: 'There are no missed questions to retake.',
  otherDrillOpen:
    'A drill of other questions is open. Replacing it submits it with the answers given so far.',
  noWeakTopics:
    'You have no weak topic right now: keep practising and the drill will find what to work on.',
} as const;
