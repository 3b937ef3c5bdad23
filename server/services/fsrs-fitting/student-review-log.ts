import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flashcardReviews } from '../../db/schema';
import { classSettingsRows } from '../flashcards/study-queries';
import { studyDayNumber } from '../study-day';
import type { LoggedReview } from './review-history';

/**
 * A student's ratings in the order given, each on its study day in its class's time zone; undone
 * ratings are left out (the student took them back).
 */
export async function studentReviewLog(db: Database, userId: number): Promise<LoggedReview[]> {
  const rows = await db
    .select({
      classId: flashcardReviews.classId,
      flashcardId: flashcardReviews.flashcardId,
      rating: flashcardReviews.rating,
      reviewedAt: flashcardReviews.reviewedAt,
    })
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.userId, userId), isNull(flashcardReviews.undoneAt)))
    .orderBy(asc(flashcardReviews.reviewedAt), asc(flashcardReviews.id));
  const classIds = [...new Set(rows.map((row) => row.classId))];
  const settings = new Map(
    (await classSettingsRows(db, classIds)).map((row) => [row.id, row.settings]),
  );
  return rows.map((row) => ({
    card: `flashcard ${row.flashcardId}`,
    rating: toRating(row.rating),
    day: studyDayNumber(row.reviewedAt, settings.get(row.classId)?.timeZone ?? 'UTC'),
  }));
}

const RATINGS = [1, 2, 3, 4] as const;
/** The stored rating (1–4, checked when it was written) as the log's type. */
const toRating = (value: number) => RATINGS.find((rating) => rating === value) ?? 3;
