import { z } from 'zod/mini';
import { wholeNumber } from './numbers';
import { momentText, safeTextChecks, textField } from './text';
import { EXPLANATION_MODES } from './quizzes';

/** True when the runtime knows this IANA time zone (browser and server alike). */
export function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const KNOWLEDGE_TEST_DATE_MESSAGE = 'Enter the knowledge-test date as a date (YYYY-MM-DD).';

/** General settings: streaks and daily limits follow the class's time zone. */
export const generalSettingsSchema = z.object({
  time_zone: z._default(
    textField({ label: 'Time zone', min: 1, max: 64 }).check(
      z.refine(isTimeZone, 'Choose a time zone from the list.'),
    ),
    'UTC',
  ),
  points_enabled: z._default(z.boolean(), true),
  new_flashcards_per_day: z._default(
    wholeNumber({ label: 'New flashcards per day', min: 0, max: 1000 }),
    20,
  ),
  /** Desired flashcard retention, in percent (FSRS's request_retention × 100). */
  flashcard_retention: z._default(
    wholeNumber({ label: 'Desired retention', min: 70, max: 99 }),
    90,
  ),
  explanation_mode: z._default(z.enum(EXPLANATION_MODES), 'immediate'),
  /** The day the class sits the knowledge test (YYYY-MM-DD, the class's time zone); null: none set. */
  knowledge_test_date: z._default(
    z.nullable(
      z.iso
        .date(KNOWLEDGE_TEST_DATE_MESSAGE)
        .check(...safeTextChecks(10, KNOWLEDGE_TEST_DATE_MESSAGE)),
    ),
    null,
  ),
});
export type GeneralSettings = z.output<typeof generalSettingsSchema>;

export const REVIEW_POLICIES = ['score', 'missed', 'all'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];

export const topicWeightSchema = z.object({
  topic_id: z.int().check(z.positive()),
  weight: wholeNumber({ label: 'Weight', min: 0, max: 100 }),
});
export type TopicWeight = z.output<typeof topicWeightSchema>;

export const WEIGHTS_SUM_MESSAGE = 'Topic weights must add up to 100 %.';
export const WINDOW_ORDER_MESSAGE = 'The exam must close after it opens.';

/** The sum of the weights; 0 (no weights) means every topic counts alike. */
export const weightSum = (weights: readonly { weight: number }[]) =>
  weights.reduce((sum, entry) => sum + entry.weight, 0);
const weightsAddUp = (weights: readonly { weight: number }[]) =>
  weightSum(weights) === 0 || weightSum(weights) === 100;

const optionalMoment = z._default(
  z.nullable(momentText('Enter a date and time such as 2026-06-01T09:00:00Z.')),
  null,
);

/**
 * The final exam (one per class). No topic weights (or all 0) means every topic with published
 * questions counts alike; `attempts_allowed` 0 means no limit.
 */
export const finalExamSettingsSchema = z
  .object({
    question_count: z._default(wholeNumber({ label: 'Question count', min: 1, max: 300 }), 60),
    time_limit_minutes: z._default(wholeNumber({ label: 'Time limit', min: 1, max: 600 }), 150),
    pass_mark: z._default(wholeNumber({ label: 'Pass mark', min: 1, max: 100 }), 70),
    topic_weights: z._default(z.array(topicWeightSchema), []),
    attempts_allowed: z._default(wholeNumber({ label: 'Attempts allowed', min: 0, max: 100 }), 0),
    cooldown_hours: z._default(wholeNumber({ label: 'Cooldown', min: 0, max: 720 }), 0),
    opens_at: optionalMoment,
    closes_at: optionalMoment,
    review: z._default(z.enum(REVIEW_POLICIES), 'missed'),
  })
  .check(
    z.refine((value) => weightsAddUp(value.topic_weights), {
      message: WEIGHTS_SUM_MESSAGE,
      path: ['topic_weights'],
    }),
    z.refine(
      (value) =>
        value.topic_weights.length ===
        new Set(value.topic_weights.map((entry) => entry.topic_id)).size,
      { message: 'Each topic can have one weight only.', path: ['topic_weights'] },
    ),
    z.refine(
      (value) =>
        value.opens_at === null ||
        value.closes_at === null ||
        Date.parse(value.closes_at) > Date.parse(value.opens_at),
      { message: WINDOW_ORDER_MESSAGE, path: ['closes_at'] },
    ),
  );
export type FinalExamSettings = z.output<typeof finalExamSettingsSchema>;
export type FinalExamSettingsInput = z.input<typeof finalExamSettingsSchema>;

export const weakAreaSettingsSchema = z
  .object({
    last_answers: z._default(wholeNumber({ label: 'Answers counted', min: 5, max: 200 }), 20),
    accuracy_threshold: z._default(
      wholeNumber({ label: 'Accuracy threshold', min: 1, max: 100 }),
      70,
    ),
    min_answers: z._default(wholeNumber({ label: 'Minimum answers', min: 1, max: 200 }), 5),
    drill_size: z._default(wholeNumber({ label: 'Drill size', min: 1, max: 100 }), 10),
  })
  .check(
    z.refine((value) => value.min_answers <= value.last_answers, {
      message: 'The minimum cannot exceed the answers counted.',
      path: ['min_answers'],
    }),
  );
export type WeakAreaSettings = z.output<typeof weakAreaSettingsSchema>;

/** Everything `classes.settings` holds; missing parts read as their defaults. */
export const storedClassSettingsSchema = z.object({
  general: z.prefault(generalSettingsSchema, {}),
  final_exam: z.prefault(finalExamSettingsSchema, {}),
  weak_areas: z.prefault(weakAreaSettingsSchema, {}),
});
export type ClassSettings = z.output<typeof storedClassSettingsSchema>;

/** A topic as the final-exam settings screen needs it. */
export const examTopicSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  published_question_count: z.int().check(z.nonnegative()),
});
export type ExamTopic = z.infer<typeof examTopicSchema>;

/** `GET /classes/:classId/settings`: the three groups and the class's topics (teachers). */
export const classSettingsResponseSchema = z.object({
  general: generalSettingsSchema,
  final_exam: finalExamSettingsSchema,
  weak_areas: weakAreaSettingsSchema,
  topics: z.array(examTopicSchema),
});
export type ClassSettingsResponse = z.infer<typeof classSettingsResponseSchema>;

/** `POST /classes/:classId/final-exam/preview`: a sample exam drawn with the given weights. */
export const examPreviewSchema = z.object({
  topics: z.array(
    z.object({
      topic_id: z.int().check(z.positive()),
      name: z.string(),
      wanted: z.int().check(z.nonnegative()),
      drawn: z.int().check(z.nonnegative()),
      available: z.int().check(z.nonnegative()),
    }),
  ),
  questions: z.array(
    z.object({ id: z.int().check(z.positive()), topic_id: z.int(), stem: z.string() }),
  ),
});
export type ExamPreview = z.infer<typeof examPreviewSchema>;

/** `PATCH /classes/:classId`: name, description, archived. */
export const updateClassBodySchema = z.strictObject({
  name: z.optional(textField({ label: 'Name', min: 1, max: 120 })),
  description: z.optional(textField({ label: 'Description', max: 2000 })),
  archived: z.optional(z.boolean()),
});
export type UpdateClassBody = z.infer<typeof updateClassBodySchema>;

/** `GET /classes/name-in-use?name=…&except=…`: a warning, not a refusal. */
export const nameInUseQuerySchema = z.object({
  name: textField({ label: 'Name', min: 1, max: 120 }),
  except: z.optional(z.coerce.number()),
});
export const nameInUseSchema = z.object({ in_use: z.boolean() });
