import { and, eq } from 'drizzle-orm';
import type { Grade } from 'ts-fsrs';
import type { FlashcardReviewResult } from '../../../contract';
import type { Database } from '../../db/client';
import { flashcardReviews, flashcardStates } from '../../db/schema';
import { logValues, rowValuesFromStored, storedFromRow, toApiState } from './card-state';
import { rate } from './scheduling';
import { ratingTime } from './rating-time';
import { studentParameters } from '../fsrs-fitting/fitting-job';
import { desiredRetentionOf } from './desired-retention';
import { recordFlashcardReviewProgress } from '../progress/award';
import { conflict } from '../../errors/api-error';

export type ReviewRequest = {
  userId: number;
  card: { id: number; classId: number; topicId: number };
  rating: Grade;
  reviewId: string;
  durationMs?: number;
  /** When the device says the rating was given (see ratingTime). */
  reviewedAt?: Date;
  now: Date;
};

/**
 * Rates a card: schedules it with FSRS at the time it was given (`ratingTime`: the device's claim
 * within limits, else `now`, the server's clock), the student's desired retention (their own, else
 * the class's) and the student's own parameters once fitted, stores the new schedule and appends
 * the log entry, in one transaction. The same `reviewId` again answers the card's current schedule
 * and writes nothing.
 */
export async function recordReview(
  db: Database,
  request: ReviewRequest,
): Promise<FlashcardReviewResult> {
  const { userId, card, rating, reviewId, now } = request;
  const retention = await desiredRetentionOf(db, userId, card.classId);
  const parameters = await studentParameters(db, userId);
  return db.transaction(async (tx) => {
    const current = async () => {
      const [row] = await tx
        .select()
        .from(flashcardStates)
        .where(and(eq(flashcardStates.userId, userId), eq(flashcardStates.flashcardId, card.id)))
        .for('update');
      return row ? storedFromRow(row) : null;
    };
    const [seen] = await tx
      .select({ flashcardId: flashcardReviews.flashcardId })
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.reviewId, reviewId)));
    const before = await current();
    if (seen) return answer(seen.flashcardId, reviewId, before);

    const previous = before?.lastReview ? new Date(before.lastReview) : null;
    const ratedAt = ratingTime(request.reviewedAt, now, previous);
    const { card: after, log } = rate(before, rating, ratedAt, retention, parameters);
    const [inserted] = await tx
      .insert(flashcardReviews)
      .values({
        reviewId,
        userId,
        classId: card.classId,
        flashcardId: card.id,
        topicId: card.topicId,
        ...logValues(rating, log, before ? new Date(before.due) : ratedAt, after, ratedAt),
        cardBefore: before,
        durationMs: request.durationMs ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: flashcardReviews.id });
    // A concurrent request with the same id won the race: its result stands.
    if (!inserted) return answer(card.id, reviewId, before);

    const values = { ...rowValuesFromStored(after), updatedAt: now };
    await tx
      .insert(flashcardStates)
      .values({ userId, flashcardId: card.id, classId: card.classId, ...values })
      .onConflictDoUpdate({
        target: [flashcardStates.userId, flashcardStates.flashcardId],
        set: values,
      });
    await recordFlashcardReviewProgress(
      tx,
      { classId: card.classId, userId, reviewRowId: inserted.id },
      now,
    );
    return answer(card.id, reviewId, after);
  });
}

function answer(
  flashcardId: number,
  reviewId: string,
  schedule: ReturnType<typeof storedFromRow> | null,
): FlashcardReviewResult {
  if (!schedule) {
    throw conflict('That rating was undone.');
  }
  return { review_id: reviewId, flashcard_id: flashcardId, schedule: toApiState(schedule) };
}
