import type { PointsReason } from '../../../contract';

/**
 * Points, kept in a ledger so every total can be explained: each entry says what earned it.
 */
export const POINTS: Record<PointsReason, number> = {
  correct_answer: 10,
  quiz_completed: 20,
  final_exam_passed: 200,
  flashcard_review: 2,
};

/** Flashcard reviews stop earning points after this many points in a study day. */
export const FLASHCARD_POINTS_PER_DAY = 100;

export type LedgerEntry = { reason: PointsReason; points: number };

/** The ledger entries a submitted attempt earns. */
export function pointsForAttempt(attempt: {
  correctCount: number;
  finalExamPassed: boolean;
}): LedgerEntry[] {
  const entries: LedgerEntry[] = [{ reason: 'quiz_completed', points: POINTS.quiz_completed }];
  if (attempt.correctCount > 0) {
    entries.push({
      reason: 'correct_answer',
      points: attempt.correctCount * POINTS.correct_answer,
    });
  }
  if (attempt.finalExamPassed) {
    entries.push({ reason: 'final_exam_passed', points: POINTS.final_exam_passed });
  }
  return entries;
}

/** Points for one flashcard review, given the review points already earned this study day. */
export const pointsForFlashcardReview = (earnedToday: number) =>
  Math.max(0, Math.min(POINTS.flashcard_review, FLASHCARD_POINTS_PER_DAY - earnedToday));

export const totalPoints = (ledger: readonly LedgerEntry[]) =>
  ledger.reduce((sum, entry) => sum + entry.points, 0);
