import type { FlashcardCounts } from '../../../contract';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';
import {
  CLASS_LIST_ORDER,
  classListFilter,
  summaryColumns,
  type ClassRow,
} from '../../repositories/classes';
import { flashcardCountColumns, toFlashcardCounts } from '../flashcards/flashcard-counts';

/**
 * A student's classes, by name, each with the student's flashcard counts, in one statement (the
 * student's home asks for it on every visit).
 */
export async function listStudentClasses(
  db: Database,
  userId: number,
  classIds: readonly number[],
  { includeArchived, now }: { includeArchived: boolean; now: Date },
): Promise<{ summary: ClassRow; flashcards: FlashcardCounts }[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({
      summary: summaryColumns('published'),
      flashcards: flashcardCountColumns(userId, now),
    })
    .from(classes)
    .where(classListFilter(classIds, { includeArchived }))
    .orderBy(...CLASS_LIST_ORDER);
  return rows.map((row) => ({
    summary: row.summary,
    flashcards: toFlashcardCounts(row.flashcards, now),
  }));
}
