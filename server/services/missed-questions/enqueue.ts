import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { missedQuestionStates } from '../../db/schema';
import { rowValuesFromStored } from '../flashcards/card-state';
import { toStored } from '../flashcards/scheduling';
import { createEmptyCard } from 'ts-fsrs';

/**
 * Puts the questions a student missed into their queue, due at once as new FSRS cards, in the
 * caller's transaction. A question already queued keeps its schedule, and its run of right
 * answers starts again.
 */
export async function enqueueMissed(
  db: Executor,
  entry: { userId: number; classId: number; questionIds: readonly number[]; now: Date },
) {
  const { userId, classId, questionIds, now } = entry;
  if (questionIds.length === 0) return;
  const card = rowValuesFromStored(toStored(createEmptyCard(now)));
  await db
    .insert(missedQuestionStates)
    .values(
      [...new Set(questionIds)].map((questionId) => ({
        userId,
        questionId,
        classId,
        ...card,
        enteredAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [missedQuestionStates.userId, missedQuestionStates.questionId],
      set: { rightStreak: 0, updatedAt: sql`excluded.updated_at` },
    });
}
