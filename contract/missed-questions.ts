import { z } from 'zod/mini';
import { choiceIdsSchema } from './attempts';
import { flashcardCardStateSchema } from './flashcard-reviews';
import { REVIEW_DURATION_MAX_MS } from './study-timing';
import { idTextSchema } from './ids';
import { momentText, textField } from './text';

/** Right answers at due reviews in a row that take a question out of the queue. */
export const RIGHT_ANSWERS_TO_LEAVE = 3;

/**
 * A right answer slower than this rates Hard instead of Good: the knowledge test's own pace (the
 * final exam's defaults, like the FAA test: 60 questions in 150 minutes, 150 s a question). A
 * student who needs longer would run out of time on the test.
 */
export const LONG_THINK_MS = 150_000;

const nonNegativeInt = () => z.int().check(z.nonnegative());

/** A queued question as the student is asked it: choices reshuffled, nothing says which is right. */
export const missedQuestionSchema = z.object({
  question_id: z.int().check(z.positive()),
  /** The version asked; the answer names it (a question edited meanwhile is asked again). */
  version: z.int().check(z.positive()),
  topic_id: z.int().check(z.positive()),
  topic_name: z.string(),
  stem: z.string(),
  multiple: z.boolean(),
  /** The question's figure (`apiPath('figure', {hash})`), or null. */
  figure_url: z.nullable(z.string()),
  /** In a fresh random order; `id` is the choice's position in the version. */
  choices: z.array(z.object({ id: nonNegativeInt(), text: z.string() })),
  right_streak: nonNegativeInt(),
  schedule: flashcardCardStateSchema,
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

export const missedQuestionCountsSchema = z.object({
  /** Queued questions due now. */
  due: nonNegativeInt(),
  /** Every question in the student's queue of this class. */
  queued: nonNegativeInt(),
  /** The earliest next review among those not due yet. */
  next_due_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type MissedQuestionCounts = z.infer<typeof missedQuestionCountsSchema>;

/** `GET /classes/:classId/missed-questions`: the viewer's due missed questions and the counts. */
export const missedQuestionSessionSchema = z.object({
  questions: z.array(missedQuestionSchema),
  counts: missedQuestionCountsSchema,
  server_time: z.iso.datetime({ offset: true }),
});
export type MissedQuestionSession = z.infer<typeof missedQuestionSessionSchema>;

export const missedQuestionParamsSchema = z.object({
  classId: idTextSchema,
  questionId: idTextSchema,
});

/** `POST /classes/:classId/missed-questions/:questionId/answers` */
export const missedAnswerBodySchema = z.strictObject({
  /** The client's id of this answer; sending it again changes nothing. */
  review_id: textField({ label: 'Review id', min: 1, max: 64 }),
  version: z.int().check(z.positive()),
  choice_ids: choiceIdsSchema.check(z.minLength(1, 'Choose an answer.')),
  /** From showing the question to answering it, capped at an hour. */
  duration_ms: z.optional(
    z.int().check(z.nonnegative(), z.maximum(REVIEW_DURATION_MAX_MS, 'At most an hour.')),
  ),
  /** When it was given, on the server's clock as the device reckons it (see flashcard reviews). */
  reviewed_at: z.optional(momentText('Enter a date and time such as 2026-06-01T09:00:00Z.')),
});
export type MissedAnswerBody = z.infer<typeof missedAnswerBodySchema>;

/** The graded answer: what was right, why, and what the queue does with the question. */
export const missedAnswerResultSchema = z.object({
  review_id: z.string(),
  question_id: z.int().check(z.positive()),
  correct: z.boolean(),
  correct_choice_ids: z.array(z.int()),
  explanation: z.string(),
  reference: z.string(),
  /** 1 Again (wrong), 2 Hard (right after a long think), 3 Good (right). */
  rating: z.int().check(z.minimum(1), z.maximum(3)),
  right_streak: nonNegativeInt(),
  /** The third right answer in a row: the question left the queue. */
  left_queue: z.boolean(),
  /** The next review; null once it left the queue. */
  schedule: z.nullable(flashcardCardStateSchema),
});
export type MissedAnswerResult = z.infer<typeof missedAnswerResultSchema>;
