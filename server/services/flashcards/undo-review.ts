import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FlashcardUndoResult } from '../../../contract';
import type { Database } from '../../db/client';
import { flashcardReviews, flashcardStates } from '../../db/schema';
import { rowValuesFromStored, storedFromRow, toApiState } from './card-state';
import { undoFlashcardReviewProgress } from '../progress/award';
import { notFound, conflict } from '../../errors/api-error';

export type UndoRequest = { userId: number; flashcardId: number; reviewId: string; now: Date };

/**
 * Undoes a student's latest rating of a card: restores the schedule from before it (a card that
 * was new becomes new again) and marks the log entry undone — the log keeps it. Undoing an
 * undone rating again changes nothing; only the latest rating of the card can be undone (409).
 */
export async function undoReview(db: Database, request: UndoRequest): Promise<FlashcardUndoResult> {
  const { userId, flashcardId, reviewId, now } = request;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(flashcardReviews)
      .where(
        and(
          eq(flashcardReviews.userId, userId),
          eq(flashcardReviews.reviewId, reviewId),
          eq(flashcardReviews.flashcardId, flashcardId),
        ),
      )
      .for('update');
    if (!target) throw notFound('rating');
    if (target.undoneAt !== null) {
      const [row] = await tx
        .select()
        .from(flashcardStates)
        .where(
          and(eq(flashcardStates.userId, userId), eq(flashcardStates.flashcardId, flashcardId)),
        );
      return { flashcard_id: flashcardId, schedule: row ? toApiState(storedFromRow(row)) : null };
    }
    const [latest] = await tx
      .select({ id: flashcardReviews.id })
      .from(flashcardReviews)
      .where(
        and(
          eq(flashcardReviews.userId, userId),
          eq(flashcardReviews.flashcardId, flashcardId),
          isNull(flashcardReviews.undoneAt),
        ),
      )
      .orderBy(desc(flashcardReviews.id))
      .limit(1);
    if (latest?.id !== target.id) {
      throw conflict('Only the latest rating of a card can be undone.');
    }
    const changed = await tx
      .update(flashcardReviews)
      .set({ undoneAt: now })
      .where(and(eq(flashcardReviews.id, target.id), isNull(flashcardReviews.undoneAt)))
      .returning({ id: flashcardReviews.id });
    if (changed.length === 0) throw conflict('Already undone.');

    const stateOf = and(
      eq(flashcardStates.userId, userId),
      eq(flashcardStates.flashcardId, flashcardId),
    );
    const before = target.cardBefore;
    if (before === null) {
      await tx.delete(flashcardStates).where(stateOf);
    } else {
      await tx
        .update(flashcardStates)
        .set({ ...rowValuesFromStored(before), updatedAt: now })
        .where(stateOf);
    }
    await undoFlashcardReviewProgress(tx, {
      classId: target.classId,
      userId,
      reviewRowId: target.id,
    });
    return { flashcard_id: flashcardId, schedule: before ? toApiState(before) : null };
  });
}
