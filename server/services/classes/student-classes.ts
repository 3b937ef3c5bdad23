import { and, eq, sql } from 'drizzle-orm';
import type { FlashcardCounts } from '../../../contract';
import { builtOnce } from '../../db/built-once';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';
import { CLASS_LIST_ORDER, summaryColumns, type ClassRow } from '../../repositories/classes';
import {
  countMoments,
  flashcardCountColumns,
  toFlashcardCounts,
} from '../flashcards/flashcard-counts';

/** The statement, built once with and once without archived classes. */
const studentClassList = (includeArchived: boolean) =>
  builtOnce((db) =>
    db
      .select({
        summary: summaryColumns('published'),
        flashcards: flashcardCountColumns(sql.placeholder('userId'), {
          at: sql.placeholder('at'),
          since: sql.placeholder('since'),
        }),
      })
      .from(classes)
      .where(
        and(
          sql`${classes.id} = any(${sql.placeholder('classIds')}::int[])`,
          includeArchived ? undefined : eq(classes.archived, false),
        ),
      )
      .orderBy(...CLASS_LIST_ORDER)
      .prepare(includeArchived ? 'student_classes_all' : 'student_classes'),
  );
const WITH_ARCHIVED = studentClassList(true);
const WITHOUT_ARCHIVED = studentClassList(false);

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
  const statement = (includeArchived ? WITH_ARCHIVED : WITHOUT_ARCHIVED)(db);
  const rows = await statement.execute({
    userId,
    classIds: `{${classIds.join(',')}}`,
    ...countMoments(now),
  });
  return rows.map((row) => ({
    summary: row.summary,
    flashcards: toFlashcardCounts(row.flashcards, now),
  }));
}
