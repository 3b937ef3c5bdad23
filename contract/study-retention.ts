import { z } from 'zod/mini';

/**
 * The range a student may set their own desired retention in, in percent. FSRS's guidance
 * (fsrs4anki's tutorial) allows 70–97 %: above 97 % the reviews a day grow steeply for little more
 * remembered. Below 80 % a student preparing for a knowledge test forgets a card in five before it
 * comes back, which the same guidance calls demoralising, and a class default under that stays the
 * teacher's call. So students choose within 80–97 %; teachers set the class's default (70–99 %).
 */
export const STUDENT_RETENTION_MIN = 80;
export const STUDENT_RETENTION_MAX = 97;
export const STUDENT_RETENTION_MESSAGE = `Desired retention must be a whole percentage from ${STUDENT_RETENTION_MIN} % to ${STUDENT_RETENTION_MAX} %.`;

/** One deck (a topic's flashcards) and the share of it predicted to be remembered on the test day. */
export const deckForecastSchema = z.object({
  topic_id: z.int().check(z.positive()),
  name: z.string(),
  card_count: z.int().check(z.nonnegative()),
  /** Cards the student has rated at least once; the rest are not studied yet. */
  studied_count: z.int().check(z.nonnegative()),
  /**
   * The mean FSRS retrievability of the deck's cards on the test day (0–1), a card never studied
   * counting as 0 (nothing learnt is predicted to be remembered); null for a deck without cards.
   */
  predicted_retention: z.nullable(z.number()),
});
export type DeckForecast = z.infer<typeof deckForecastSchema>;

/**
 * `GET`/`PUT /classes/:classId/flashcards/retention`: the viewer's desired retention (in percent) in
 * the class and, when the class has a knowledge-test date today or later, each deck's forecast.
 */
export const studyRetentionSchema = z.object({
  /** The class's default (its general settings). */
  class_retention: z.int(),
  /** The student's own choice; null: the class's default. */
  own_retention: z.nullable(z.int()),
  /** What scheduling uses: the student's own choice, else the class's. */
  retention: z.int(),
  min: z.int(),
  max: z.int(),
  knowledge_test: z.nullable(
    z.object({
      /** The test's date (YYYY-MM-DD) in the class's time zone; predicted for its start. */
      date: z.string(),
      decks: z.array(deckForecastSchema),
    }),
  ),
});
export type StudyRetention = z.infer<typeof studyRetentionSchema>;

/** `PUT /classes/:classId/flashcards/retention`: the student's own choice; null: the class's default. */
export const studyRetentionBodySchema = z.strictObject({
  own_retention: z.nullable(
    z
      .number(STUDENT_RETENTION_MESSAGE)
      .check(
        z.refine(Number.isInteger, STUDENT_RETENTION_MESSAGE),
        z.gte(STUDENT_RETENTION_MIN, STUDENT_RETENTION_MESSAGE),
        z.lte(STUDENT_RETENTION_MAX, STUDENT_RETENTION_MESSAGE),
      ),
  ),
});
export type StudyRetentionBody = z.infer<typeof studyRetentionBodySchema>;
