import type { BadgeKind } from '../../../contract';

/**
 * Badges: each earned once, with its date. The rules are pure: given what a student has done in a
 * class, which badges they have earned. Off when the class switches points and badges off.
 */

/** A perfect score counts on a quiz of at least this many questions. */
export const PERFECT_SCORE_MIN_QUESTIONS = 10;
/** Topic mastery: this share right over the latest answers in the topic… */
export const MASTERY_ACCURACY = 0.9;
/** …counting this many answers (fewer: not yet). */
export const MASTERY_ANSWERS = 20;
export const STREAK_BADGE_DAYS = 7;
export const FLASHCARD_BADGE_REVIEWS = 100;

export type StudentRecord = {
  submittedAttempts: readonly {
    questionCount: number;
    correctCount: number;
    finalExamPassed: boolean;
  }[];
  /** Newest first, per topic. */
  answersByTopic: readonly (readonly boolean[])[];
  longestStreak: number;
  flashcardReviews: number;
  endorsed: boolean;
};

/** Whether the latest answers of a topic show mastery. */
export function masters(correctNewestFirst: readonly boolean[]) {
  const latest = correctNewestFirst.slice(0, MASTERY_ANSWERS);
  if (latest.length < MASTERY_ANSWERS) return false;
  return latest.filter(Boolean).length >= MASTERY_ACCURACY * MASTERY_ANSWERS;
}

/** Every badge the record earns. */
export function badgesEarned(record: StudentRecord): Set<BadgeKind> {
  const earned = new Set<BadgeKind>();
  const attempts = record.submittedAttempts;
  if (attempts.length > 0) earned.add('first_quiz');
  if (
    attempts.some(
      (attempt) =>
        attempt.questionCount >= PERFECT_SCORE_MIN_QUESTIONS &&
        attempt.correctCount === attempt.questionCount,
    )
  ) {
    earned.add('perfect_score');
  }
  if (record.longestStreak >= STREAK_BADGE_DAYS) earned.add('seven_day_streak');
  if (record.answersByTopic.some(masters)) earned.add('topic_mastery');
  if (attempts.some((attempt) => attempt.finalExamPassed)) earned.add('final_exam_passed');
  if (record.flashcardReviews >= FLASHCARD_BADGE_REVIEWS) earned.add('hundred_flashcards');
  if (record.endorsed) earned.add('endorsement');
  return earned;
}

/** The badges a record earns that the student does not hold yet (to award and notify). */
export const newBadges = (record: StudentRecord, held: ReadonlySet<BadgeKind>) =>
  [...badgesEarned(record)].filter((kind) => !held.has(kind));
