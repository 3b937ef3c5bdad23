import { asc, eq, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { flashcardReviews, missedQuestionReviews } from '../../db/schema';
import { classSettingsRows } from '../flashcards/study-queries';
import { studyDayNumber } from '../study-day';
import type { LoggedReview } from './review-history';

/** Every rating of every student: flashcards (not the undone ones) and missed questions. */
export const allRatings = (db: Database) =>
  unionAll(
    db
      .select({
        userId: flashcardReviews.userId,
        classId: flashcardReviews.classId,
        card: sql<string>`'flashcard ' || ${flashcardReviews.flashcardId}`.as('card'),
        rating: flashcardReviews.rating,
        reviewedAt: flashcardReviews.reviewedAt,
        id: flashcardReviews.id,
      })
      .from(flashcardReviews)
      .where(isNull(flashcardReviews.undoneAt)),
    db
      .select({
        userId: missedQuestionReviews.userId,
        classId: missedQuestionReviews.classId,
        card: sql<string>`'question ' || ${missedQuestionReviews.questionId}`.as('card'),
        rating: missedQuestionReviews.rating,
        reviewedAt: missedQuestionReviews.reviewedAt,
        id: missedQuestionReviews.id,
      })
      .from(missedQuestionReviews),
  ).as('ratings');

/**
 * A student's ratings (flashcards and missed questions, each its own card) in the order given,
 * each on its study day in its class's time zone; undone flashcard ratings are left out (the
 * student took them back).
 */
export async function studentReviewLog(db: Database, userId: number): Promise<LoggedReview[]> {
  const ratings = allRatings(db);
  const rows = await db
    .select({
      classId: ratings.classId,
      card: ratings.card,
      rating: ratings.rating,
      reviewedAt: ratings.reviewedAt,
    })
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.reviewedAt), asc(ratings.id));
  const classIds = [...new Set(rows.map((row) => row.classId))];
  const settings = new Map(
    (await classSettingsRows(db, classIds)).map((row) => [row.id, row.settings]),
  );
  return rows.map((row) => ({
    card: row.card,
    rating: toRating(row.rating),
    day: studyDayNumber(row.reviewedAt, settings.get(row.classId)?.timeZone ?? 'UTC'),
  }));
}

const RATINGS = [1, 2, 3, 4] as const;
/** The stored rating (1–4, checked when it was written) as the log's type. */
const toRating = (value: number) => RATINGS.find((rating) => rating === value) ?? 3;
