import { describe, expect, it } from 'vitest';
import {
  badgesEarned,
  masters,
  newBadges,
  type StudentRecord,
} from '../../../server/services/progress/badges';
import {
  FLASHCARD_POINTS_PER_DAY,
  POINTS,
  pointsForAttempt,
  pointsForFlashcardReview,
  totalPoints,
} from '../../../server/services/progress/points';

const NOTHING: StudentRecord = {
  submittedAttempts: [],
  answersByTopic: [],
  longestStreak: 0,
  flashcardReviews: 0,
  endorsed: false,
};
const attempt = (questionCount: number, correctCount: number, finalExamPassed = false) => ({
  questionCount,
  correctCount,
  finalExamPassed,
});
const answers = (right: number, wrong: number) => [
  ...Array<boolean>(right).fill(true),
  ...Array<boolean>(wrong).fill(false),
];

describe('badges', () => {
  it('earns nothing before any study', () => {
    expect(badgesEarned(NOTHING).size).toBe(0);
  });

  it('earns "first quiz" with the first submitted attempt', () => {
    expect(badgesEarned({ ...NOTHING, submittedAttempts: [attempt(5, 1)] })).toContain(
      'first_quiz',
    );
  });

  it('earns "perfect score" only on a quiz of 10 or more questions', () => {
    const nine = badgesEarned({ ...NOTHING, submittedAttempts: [attempt(9, 9)] });
    const ten = badgesEarned({ ...NOTHING, submittedAttempts: [attempt(10, 10)] });
    expect(nine).not.toContain('perfect_score');
    expect(ten).toContain('perfect_score');
  });

  it('earns "7-day streak" at 7 days in a row, not 6', () => {
    expect(badgesEarned({ ...NOTHING, longestStreak: 6 })).not.toContain('seven_day_streak');
    expect(badgesEarned({ ...NOTHING, longestStreak: 7 })).toContain('seven_day_streak');
  });

  it('masters a topic with 18 of the latest 20 answers right, not 17', () => {
    expect(masters(answers(18, 2))).toBe(true);
    expect(masters(answers(17, 3))).toBe(false);
  });

  it('does not master a topic on fewer than 20 answers', () => {
    expect(masters(answers(19, 0))).toBe(false);
  });

  it('looks only at the latest 20 answers of a topic', () => {
    expect(masters([...answers(20, 0), ...answers(0, 30)])).toBe(true);
  });

  it('earns "final exam passed" and "100 flashcard reviews"', () => {
    const earned = badgesEarned({
      ...NOTHING,
      submittedAttempts: [attempt(60, 50, true)],
      flashcardReviews: 100,
    });
    expect(earned).toContain('final_exam_passed');
    expect(earned).toContain('hundred_flashcards');
  });

  it('earns the endorsement from the instructor only', () => {
    expect(badgesEarned({ ...NOTHING, endorsed: true })).toContain('endorsement');
  });

  it('awards a badge once: only those not held yet are new', () => {
    const record = { ...NOTHING, submittedAttempts: [attempt(10, 10)] };
    expect(newBadges(record, new Set(['first_quiz']))).toEqual(['perfect_score']);
  });
});

describe('points', () => {
  it('a submitted quiz earns points for completing it and for each right answer', () => {
    const entries = pointsForAttempt({ correctCount: 7, finalExamPassed: false });
    expect(entries).toEqual([
      { reason: 'quiz_completed', points: POINTS.quiz_completed },
      { reason: 'correct_answer', points: 7 * POINTS.correct_answer },
    ]);
  });

  it('a passed final exam earns its bonus', () => {
    const entries = pointsForAttempt({ correctCount: 0, finalExamPassed: true });
    expect(totalPoints(entries)).toBe(POINTS.quiz_completed + POINTS.final_exam_passed);
  });

  it('flashcard reviews stop earning at the daily cap', () => {
    expect(pointsForFlashcardReview(0)).toBe(POINTS.flashcard_review);
    expect(pointsForFlashcardReview(FLASHCARD_POINTS_PER_DAY - 1)).toBe(1);
    expect(pointsForFlashcardReview(FLASHCARD_POINTS_PER_DAY)).toBe(0);
  });
});
