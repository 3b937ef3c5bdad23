import { z } from 'zod/mini';
import { idSchema, pageOf, paginationQueryShape } from './pagination';

/** Badges (see server/services/progress/badges.ts for the rules), with the names students see. */
export const BADGE_LABELS = {
  first_quiz: 'First quiz',
  perfect_score: 'Perfect score',
  seven_day_streak: '7-day streak',
  topic_mastery: 'Topic mastery',
  final_exam_passed: 'Final exam passed',
  hundred_flashcards: '100 flashcard reviews',
  endorsement: 'Instructor endorsement',
} as const;
export type BadgeKind = keyof typeof BADGE_LABELS;
export const BADGE_KINDS = Object.keys(BADGE_LABELS) as BadgeKind[];

export const BADGE_DESCRIPTIONS: Record<BadgeKind, string> = {
  first_quiz: 'Finished a first quiz.',
  perfect_score: 'Every answer right on a quiz of 10 or more questions.',
  seven_day_streak: 'Studied 7 days in a row.',
  topic_mastery: '90 % or more right over the last 20 answers in a topic.',
  final_exam_passed: 'Passed the final exam.',
  hundred_flashcards: 'Rated 100 flashcards.',
  endorsement: 'Your instructor endorsed you to sit the knowledge test.',
};

/** What earns points, with the words the ledger shows. */
export const POINTS_REASON_LABELS = {
  correct_answer: 'Correct answers',
  quiz_completed: 'Quizzes completed',
  final_exam_passed: 'Final exam passed',
  flashcard_review: 'Flashcard reviews',
} as const;
export type PointsReason = keyof typeof POINTS_REASON_LABELS;
export const pointsReasonSchema = z.enum(Object.keys(POINTS_REASON_LABELS) as [PointsReason]);
export const badgeKindSchema = z.enum(BADGE_KINDS as [BadgeKind]);

/** One entry of a student's points ledger: what earned how many points, and when. */
export const ledgerEntrySchema = z.object({
  id: idSchema,
  reason: pointsReasonSchema,
  points: z.int(),
  earned_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** What one attempt earned: its ledger entries and the badges it brought (all empty when off). */
export const attemptEarningsSchema = z.object({
  points: z.array(z.pick(ledgerEntrySchema, { reason: true, points: true })),
  badges: z.array(badgeKindSchema),
});
export type AttemptEarnings = z.infer<typeof attemptEarningsSchema>;

/** `GET /classes/:classId/students/:userId/points`: the ledger behind a points total, newest first. */
export const ledgerQuerySchema = z.object(paginationQueryShape);
export const ledgerPageSchema = pageOf(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const endorsementSchema = z.object({
  teacher_name: z.string(),
  endorsed_at: z.string(),
});
export type Endorsement = z.infer<typeof endorsementSchema>;

/**
 * `GET /classes/:classId/students/:userId/progress`: a student's points, streak, badges and
 * endorsement in a class (the student, the class's teachers, superusers).
 */
export const studentProgressSchema = z.object({
  /** The class has points and badges on; when off, points and badges are empty. */
  points_enabled: z.boolean(),
  points: z.int(),
  points_by_reason: z.array(z.object({ reason: pointsReasonSchema, points: z.int() })),
  streak: z.object({ current: z.int(), longest: z.int() }),
  badges: z.array(z.object({ kind: badgeKindSchema, earned_at: z.string() })),
  endorsement: z.nullable(endorsementSchema),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** The predicted final-exam score, with its likely range (95 %), against the final's pass mark. */
export const readinessSchema = z.object({
  predicted: z.number(),
  low: z.number(),
  high: z.number(),
  /** Clears the pass mark even at the low end of the range. */
  ready: z.boolean(),
  /** How many recent answers the prediction rests on. */
  answers: z.int(),
  /** The final exam's topics with no answers yet: each counts as 50 % until answered. */
  unanswered_topics: z.int(),
  pass_mark: z.int(),
});
export type ReadinessView = z.infer<typeof readinessSchema>;

/** A student in one topic: every graded answer, and the accuracy the weak-area rule reads. */
export const topicPerformanceSchema = z.object({
  topic_id: z.int(),
  name: z.string(),
  answers: z.int(),
  correct: z.int(),
  /** % right over the latest answers the class's weak-area rule counts; null: none yet. */
  accuracy: z.nullable(z.int()),
  weak: z.boolean(),
});
export type TopicPerformance = z.infer<typeof topicPerformanceSchema>;

/**
 * `GET /classes/:classId/students/:userId/performance`: readiness and per-topic accuracy (the
 * student, the class's teachers, superusers).
 */
export const studentPerformanceSchema = z.object({
  /** Null: the class has no final-exam topics with published questions yet. */
  readiness: z.nullable(readinessSchema),
  topics: z.array(topicPerformanceSchema),
});
export type StudentPerformance = z.infer<typeof studentPerformanceSchema>;

/** One student's row of the class overview; `topics` in the order of the overview's topics. */
export const overviewStudentSchema = z.object({
  user_id: z.int(),
  name: z.string(),
  /** The latest quiz started or flashcard rated. */
  last_activity: z.nullable(z.string()),
  finished_attempts: z.int(),
  /** Mean score of the finished attempts, %. */
  average: z.nullable(z.int()),
  best_final: z.nullable(z.int()),
  readiness: z.nullable(readinessSchema),
  endorsed: z.boolean(),
  points: z.int(),
  /** Questions in the student's missed-question queue. */
  missed_queue: z.int(),
  topics: z.array(z.object({ answers: z.int(), accuracy: z.nullable(z.int()) })),
});
export type OverviewStudent = z.infer<typeof overviewStudentSchema>;

/** `GET /classes/:classId/overview` (teachers): every student's progress and the topic heat map. */
export const classOverviewSchema = z.object({
  topics: z.array(z.object({ id: z.int(), name: z.string() })),
  students: z.array(overviewStudentSchema),
});
export type ClassOverview = z.infer<typeof classOverviewSchema>;

/** Moodle's statistics of one question, over each student's first finished attempt that held it. */
export const itemStatisticsSchema = z.object({
  question_id: z.int(),
  attempts: z.int(),
  /** % of the mark scored on average: how easy the question is. */
  facility: z.number(),
  standard_deviation: z.number(),
  discrimination_index: z.nullable(z.number()),
  discriminative_efficiency: z.nullable(z.number()),
  /** A plain-words hint when the figures suggest a problem, else null. */
  hint: z.nullable(z.string()),
});
export type ItemStatisticsView = z.infer<typeof itemStatisticsSchema>;

/** How often each choice of one version was picked, by answers given to that version. */
export const versionDistributionSchema = z.object({
  version: z.int(),
  /** The version students are given now. */
  current: z.boolean(),
  /** Answers given to this version (students' first finished attempts). */
  answers: z.int(),
  /** The version's own choices, in its order. */
  choices: z.array(z.object({ text: z.string(), correct: z.boolean(), picked: z.int() })),
});
export type VersionDistribution = z.infer<typeof versionDistributionSchema>;

/** `GET /classes/:classId/questions/:questionId/statistics` (teachers). */
export const questionStatisticsSchema = z.object({
  /** Null: no finished attempt has held the question yet. */
  item: z.nullable(itemStatisticsSchema),
  /** The answer distribution per version, newest first: the current one, then older ones answered. */
  versions: z.array(versionDistributionSchema),
});
export type QuestionStatistics = z.infer<typeof questionStatisticsSchema>;

/** `GET /classes/:classId/questions/most-missed` (teachers): the hardest questions, most missed first. */
export const mostMissedSchema = z.array(
  z.object({
    question_id: z.int(),
    stem: z.string(),
    topic_name: z.string(),
    /** Every graded answer, retakes and practice included. */
    answers: z.int(),
    /** % of those answers right (not the facility, which counts first attempts only). */
    facility: z.int(),
  }),
);
export type MostMissed = z.infer<typeof mostMissedSchema>;

/** `GET /classes/:classId/quizzes/:quizId/statistics` (teachers): the test and its questions. */
export const quizStatisticsSchema = z.object({
  attempts: z.int(),
  mean: z.number(),
  standard_deviation: z.number(),
  /** Cronbach's alpha × 100; null below 2 questions or without spread. */
  internal_consistency: z.nullable(z.number()),
  items: z.array(itemStatisticsSchema),
});
export type QuizStatistics = z.infer<typeof quizStatisticsSchema>;

/** `GET /users/me/progress`: the signed-in student's progress in each class they study in. */
export const myProgressSchema = z.array(
  z.object({
    class_id: z.int(),
    class_name: z.string(),
    progress: studentProgressSchema,
  }),
);
export type MyProgress = z.infer<typeof myProgressSchema>;
