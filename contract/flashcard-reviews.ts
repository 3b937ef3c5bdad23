import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { momentText, textField } from './text';
import { REVIEW_DURATION_MAX_MS } from './study-timing';

/** Ratings as FSRS numbers them. */
export const Rating = { AGAIN: 1, HARD: 2, GOOD: 3, EASY: 4 } as const;
export type Rating = (typeof Rating)[keyof typeof Rating];

const nonNegativeInt = () => z.int().check(z.nonnegative());

/** A student's schedule of one card (ts-fsrs `Card`); `state`: 0 new, 1 learning, 2 review, 3 relearning. */
export const flashcardCardStateSchema = z.object({
  due_at: z.iso.datetime({ offset: true }),
  state: z.int().check(z.minimum(0), z.maximum(3)),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: nonNegativeInt(),
  scheduled_days: nonNegativeInt(),
  learning_steps: nonNegativeInt(),
  reps: nonNegativeInt(),
  lapses: nonNegativeInt(),
  last_review_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type FlashcardCardState = z.infer<typeof flashcardCardStateSchema>;

export const flashcardSessionModeSchema = z.enum(['review', 'cram']);
export type FlashcardSessionMode = z.infer<typeof flashcardSessionModeSchema>;

/** `GET /classes/:classId/flashcards/session?topic=&mode=review|cram&only=again_today` */
export const flashcardSessionQuerySchema = z.object({
  topic: z.optional(idTextSchema),
  mode: z._default(flashcardSessionModeSchema, 'review'),
  /** Cram only: just the cards rated Again today (in the class's time zone). */
  only: z.optional(z.enum(['again_today'])),
});
export type FlashcardSessionQuery = z.input<typeof flashcardSessionQuerySchema>;

export const flashcardStudyCardSchema = z.object({
  id: z.int().check(z.positive()),
  topic_id: z.int().check(z.positive()),
  front: z.string(),
  back: z.string(),
  /** The card's picture (`apiPath('figure', {hash})`), or null. */
  figure_hash: z.nullable(z.string()),
  /** Null for a card the student has never rated. */
  schedule: z.nullable(flashcardCardStateSchema),
});
export type FlashcardStudyCard = z.infer<typeof flashcardStudyCardSchema>;

export const flashcardCountsSchema = z.object({
  /** Cards already rated whose next review is due now. */
  due: nonNegativeInt(),
  /** New cards the student may still start today (class limit, class time zone). */
  new_left: nonNegativeInt(),
  new_per_day: nonNegativeInt(),
  /** The earliest next review among the cards not due yet. */
  next_due_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type FlashcardCounts = z.infer<typeof flashcardCountsSchema>;

export const flashcardSessionSchema = z.object({
  mode: flashcardSessionModeSchema,
  /** Review: due cards first, then new ones up to the day's limit. Cram: the deck. */
  cards: z.array(flashcardStudyCardSchema),
  counts: flashcardCountsSchema,
  /** The desired retention ratings are scheduled with (the student’s own, else the class’s), for interval previews. */
  desired_retention: z.number(),
  /** The student's own fitted FSRS parameters, for interval previews; null: FSRS-6's defaults. */
  fsrs_parameters: z.nullable(z.array(z.number())),
  /** The server's clock, so previews do not depend on the device's. */
  server_time: z.iso.datetime({ offset: true }),
});
export type FlashcardSession = z.infer<typeof flashcardSessionSchema>;

export const flashcardIdParamsSchema = z.object({ flashcardId: idTextSchema });
export const flashcardReviewParamsSchema = z.object({
  flashcardId: idTextSchema,
  reviewId: textField({ label: 'Review id', min: 1, max: 64 }),
});

/** `POST /flashcards/:flashcardId/reviews` */
export const flashcardReviewBodySchema = z.strictObject({
  rating: z.int().check(z.minimum(1, 'Rating must be 1–4.'), z.maximum(4, 'Rating must be 1–4.')),
  /** The client's id of this rating; sending it again changes nothing. */
  review_id: textField({ label: 'Review id', min: 1, max: 64 }),
  /** Time spent on the card, capped at an hour. */
  duration_ms: z.optional(
    z.int().check(z.nonnegative(), z.maximum(REVIEW_DURATION_MAX_MS, 'At most an hour.')),
  ),
  /**
   * When the rating was given, on the server's clock as the device reckons it (a session studied
   * offline is sent later); the server keeps it within limits.
   */
  reviewed_at: z.optional(momentText('Enter a date and time such as 2026-06-01T09:00:00Z.')),
});
export type FlashcardReviewBody = z.infer<typeof flashcardReviewBodySchema>;

export const flashcardReviewResultSchema = z.object({
  review_id: z.string(),
  flashcard_id: z.int().check(z.positive()),
  schedule: flashcardCardStateSchema,
});
export type FlashcardReviewResult = z.infer<typeof flashcardReviewResultSchema>;

/** `DELETE /flashcards/:flashcardId/reviews/:reviewId`: the schedule before that rating (null: new). */
export const flashcardUndoResultSchema = z.object({
  flashcard_id: z.int().check(z.positive()),
  schedule: z.nullable(flashcardCardStateSchema),
});
export type FlashcardUndoResult = z.infer<typeof flashcardUndoResultSchema>;
