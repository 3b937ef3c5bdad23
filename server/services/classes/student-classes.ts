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
  type FlashcardCountRow,
} from '../flashcards/flashcard-counts';
import type { DataChanges } from '../../db/data-changes';
import { createReadCache } from '../../db/read-cache';

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

/** The tables a student's class list reads: a write to any of them drops the kept lists. */
export const STUDENT_CLASS_LIST_TABLES = [
  'classes',
  'topics',
  'questions',
  'flashcards',
  'user_roles',
  'flashcard_states',
  'flashcard_reviews',
];

type ClassListRow = { summary: ClassRow; flashcards: FlashcardCountRow };

async function readStudentClassRows(
  db: Database,
  userId: number,
  classIds: readonly number[],
  includeArchived: boolean,
  now: Date,
): Promise<ClassListRow[]> {
  const statement = (includeArchived ? WITH_ARCHIVED : WITHOUT_ARCHIVED)(db);
  return statement.execute({
    userId,
    classIds: `{${classIds.join(',')}}`,
    ...countMoments(now),
  });
}

/** The counts read at one moment hold until the first scheduled card falls due. */
const firstDue = (rows: ClassListRow[]) =>
  Math.min(
    ...rows.map((row) =>
      row.flashcards.nextDue === null ? Infinity : Date.parse(row.flashcards.nextDue),
    ),
  );

/**
 * A student's classes, by name, each with the student's flashcard counts: one statement, or none
 * while a copy is kept (the student's home asks for it on every visit). The new-card allowance is
 * worked out at every call, since the study day may have turned.
 */
export function createStudentClassLists(db: Database, changes: DataChanges | undefined) {
  const kept = createReadCache<ClassListRow[]>(changes, {
    tables: STUDENT_CLASS_LIST_TABLES,
    maxEntries: 10_000,
    maxAgeMs: 5 * 60_000,
    // The list shows what the roles (read afresh) already allow; a moment-old count grants nothing.
    grantsAccess: false,
  });
  const list = async (
    userId: number,
    classIds: readonly number[],
    { includeArchived, now }: { includeArchived: boolean; now: Date },
  ): Promise<{ summary: ClassRow; flashcards: FlashcardCounts }[]> => {
    if (classIds.length === 0) return [];
    const rows = await kept.read(
      `${userId}:${includeArchived}:${classIds.join(',')}`,
      now.getTime(),
      () => readStudentClassRows(db, userId, classIds, includeArchived, now),
      firstDue,
    );
    return (rows ?? []).map((row) => ({
      summary: row.summary,
      flashcards: toFlashcardCounts(row.flashcards, now),
    }));
  };
  return { list, close: () => kept.close() };
}
