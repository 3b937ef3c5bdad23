import { BADGE_LABELS, type BadgeKind, type QuizKind } from '../../../contract';
import type { Executor } from '../../db/executor';
import { readClassSettings } from '../../repositories/class-settings';
import {
  addLedgerEntries,
  awardBadges,
  badgesHeld,
  flashcardReviewCount,
  pointsSince,
  removeLedgerEntries,
  studyMoments,
} from '../../repositories/progress';
import { startOfStudyDay } from '../study-day';
import {
  FLASHCARD_BADGE_REVIEWS,
  masters,
  PERFECT_SCORE_MIN_QUESTIONS,
  STREAK_BADGE_DAYS,
} from './badges';
import { answerHistory } from '../attempts/answer-history';
import { notificationLinks, notifyUser } from './notify';
import { pointsForAttempt, pointsForFlashcardReview } from './points';
import { streakOf } from './streak';

/** How far back study moments are read for a streak. */
const STREAK_LOOK_BACK_DAYS = 400;

export const flashcardReviewSource = (reviewRowId: number) => `flashcard_review:${reviewRowId}`;

const heldBadges = async (db: Executor, classId: number, userId: number) =>
  new Set((await badgesHeld(db, classId, userId)).map((badge) => badge.kind));

/** Badges newly earned get stored and announced; returns them. */
export async function grantBadges(
  db: Executor,
  classId: number,
  userId: number,
  kinds: readonly BadgeKind[],
  now: Date,
  held?: ReadonlySet<BadgeKind>,
) {
  if (kinds.length === 0) return [];
  held ??= await heldBadges(db, classId, userId);
  const fresh = await awardBadges(
    db,
    classId,
    userId,
    kinds.filter((kind) => !held.has(kind)),
    now,
  );
  for (const kind of fresh) {
    await notifyUser(
      db,
      {
        userId,
        classId,
        kind: 'badge_earned',
        text: `You earned a badge: ${BADGE_LABELS[kind]}.`,
        link: notificationLinks.classHome(classId),
      },
      now,
    );
  }
  return fresh;
}

/** A student's streak in a class now, from their study moments, in the class's time zone. */
export async function currentStreak(
  db: Executor,
  classId: number,
  userId: number,
  timeZone: string,
  now: Date,
) {
  const since = new Date(now.getTime() - STREAK_LOOK_BACK_DAYS * 86_400_000);
  return streakOf(await studyMoments(db, classId, userId, since), timeZone, now);
}

/**
 * After a flashcard rating, in its transaction: its points (up to the daily cap, in the class's
 * study day) and the badges it may complete (100 reviews, a 7-day streak). Nothing when the class
 * has points and badges off.
 */
export async function recordFlashcardReviewProgress(
  db: Executor,
  review: { classId: number; userId: number; reviewRowId: number },
  now: Date,
) {
  const settings = await readClassSettings(db, review.classId);
  if (!settings?.general.points_enabled) return;
  const { classId, userId } = review;
  const timeZone = settings.general.time_zone;
  const earnedToday = await pointsSince(
    db,
    classId,
    userId,
    'flashcard_review',
    startOfStudyDay(now, timeZone),
  );
  const points = pointsForFlashcardReview(earnedToday);
  if (points > 0) {
    await addLedgerEntries(db, [
      {
        classId,
        userId,
        reason: 'flashcard_review',
        points,
        source: flashcardReviewSource(review.reviewRowId),
        earnedAt: now,
      },
    ]);
  }
  // Only the badges not held yet are worth the queries that check them.
  const held = await heldBadges(db, classId, userId);
  const earned: BadgeKind[] = [];
  if (
    !held.has('hundred_flashcards') &&
    (await flashcardReviewCount(db, classId, userId)) >= FLASHCARD_BADGE_REVIEWS
  ) {
    earned.push('hundred_flashcards');
  }
  if (
    !held.has('seven_day_streak') &&
    (await currentStreak(db, classId, userId, timeZone, now)).current >= STREAK_BADGE_DAYS
  ) {
    earned.push('seven_day_streak');
  }
  await grantBadges(db, classId, userId, earned, now, held);
}

/** An undone rating takes its points back (badges, once earned, stay). */
export async function undoFlashcardReviewProgress(
  db: Executor,
  review: { classId: number; userId: number; reviewRowId: number },
) {
  await removeLedgerEntries(
    db,
    review.classId,
    review.userId,
    flashcardReviewSource(review.reviewRowId),
  );
}

export const attemptSource = (attemptId: number) => `attempt:${attemptId}`;

/**
 * After an attempt closes, in its transaction: its points (completing it, each right answer, a
 * passed final exam) and the badges it may bring (first quiz, perfect score, final exam passed,
 * topic mastery, a 7-day streak). Nothing when the class has points and badges off.
 */
export async function recordAttemptProgress(
  db: Executor,
  attempt: {
    attemptId: number;
    classId: number;
    userId: number;
    kind: QuizKind;
    questionCount: number;
    correctCount: number;
    passed: boolean;
  },
  now: Date,
) {
  const settings = await readClassSettings(db, attempt.classId);
  if (!settings?.general.points_enabled) return;
  const { classId, userId } = attempt;
  const finalExamPassed = attempt.kind === 'final' && attempt.passed;
  await addLedgerEntries(
    db,
    pointsForAttempt({ correctCount: attempt.correctCount, finalExamPassed }).map((entry) => ({
      ...entry,
      classId,
      userId,
      source: attemptSource(attempt.attemptId),
      earnedAt: now,
    })),
  );
  const held = await heldBadges(db, classId, userId);
  const earned: BadgeKind[] = ['first_quiz'];
  if (
    attempt.questionCount >= PERFECT_SCORE_MIN_QUESTIONS &&
    attempt.correctCount === attempt.questionCount
  ) {
    earned.push('perfect_score');
  }
  if (finalExamPassed) earned.push('final_exam_passed');
  if (!held.has('topic_mastery')) {
    const history = await answerHistory(db, classId, userId);
    if ([...history.byTopic.values()].some(masters)) earned.push('topic_mastery');
  }
  if (
    !held.has('seven_day_streak') &&
    (await currentStreak(db, classId, userId, settings.general.time_zone, now)).current >=
      STREAK_BADGE_DAYS
  ) {
    earned.push('seven_day_streak');
  }
  await grantBadges(db, classId, userId, earned, now, held);
}
