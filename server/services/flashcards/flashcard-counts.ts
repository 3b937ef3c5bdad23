import { inArray, sql, type Placeholder } from 'drizzle-orm';
import type { FlashcardCounts } from '../../../contract';
import type { Database } from '../../db/client';
import { classes, flashcardReviews, flashcards, flashcardStates } from '../../db/schema';
import { cardsStartedSince, newCardsLeft } from './daily-limit';
import { flashcardSettingsFor } from './settings';
import { startOfStudyDay } from '../study-day';

/** First ratings are read this far back, to cover the study day that began since in every time zone. */
const LOOK_BACK_MS = 2 * 24 * 3_600_000;

/** A class row's flashcard columns for one student, as `flashcardCountColumns` selects them. */
export type FlashcardCountRow = {
  settings: Record<string, unknown>;
  due: number;
  nextDue: string | null;
  unseen: number;
  started: { flashcard_id: number; reviewed_at: string }[];
};

/** A value of the statement, or a placeholder for it in a query built once (`builtOnce`). */
type Value<T> = T | Placeholder;

/** The moments the counts compare with, as parameters: now, and the start of the look-back. */
export type CountMoments = { at: Value<string>; since: Value<string> };

export const countMoments = (now: Date) => ({
  at: now.toISOString(),
  since: new Date(now.getTime() - LOOK_BACK_MS).toISOString(),
});

/**
 * The SQL columns, over a row of `classes`, that `toFlashcardCounts` turns into a student's due and
 * new-left counts in that class (optionally one topic). Select them with other class columns to
 * read a class and its counts in one statement.
 */
export function flashcardCountColumns(
  userId: Value<number>,
  { at, since }: CountMoments,
  topicId?: number,
) {
  // Qualified by hand: in a one-table select drizzle writes `"id"`, which a subquery would take
  // for its own table's id.
  const classId = sql.raw('"classes"."id"');
  const topicFilter = topicId === undefined ? sql`true` : sql`f.topic_id = ${topicId}`;
  const scheduled = sql`${flashcardStates} s join ${flashcards} f on f.id = s.flashcard_id
    where s.user_id = ${userId} and f.class_id = ${classId} and ${topicFilter}`;
  return {
    settings: classes.settings,
    due: sql<number>`(select count(*) from ${scheduled} and s.due <= ${at})::int`,
    nextDue: sql<string | null>`(select min(s.due) from ${scheduled} and s.due > ${at})`,
    unseen: sql<number>`(select count(*) from ${flashcards} f where f.class_id = ${classId}
      and ${topicFilter} and not exists (select 1 from ${flashcardStates} s
      where s.flashcard_id = f.id and s.user_id = ${userId}))::int`,
    started: sql<FlashcardCountRow['started']>`coalesce((
      select json_agg(json_build_object('flashcard_id', r.flashcard_id, 'reviewed_at', r.reviewed_at))
      from ${flashcardReviews} r where r.user_id = ${userId} and r.class_id = ${classId}
      and r.state_before = 0 and r.undone_at is null and r.reviewed_at >= ${since}), '[]'::json)`,
  };
}

/** The counts of a row read with `flashcardCountColumns`. The daily limit is in the class's time zone. */
export function toFlashcardCounts(row: FlashcardCountRow, now: Date): FlashcardCounts {
  const settings = flashcardSettingsFor(row);
  // The study day's start takes three time-zone conversions (3 % of the server's time answering a
  // student's class list under load): skipped when no card was started in the look-back.
  const startedToday =
    row.started.length === 0
      ? 0
      : cardsStartedSince(
          row.started.map((entry) => ({
            flashcardId: entry.flashcard_id,
            reviewedAt: new Date(entry.reviewed_at),
          })),
          startOfStudyDay(now, settings.timeZone),
        );
  return {
    due: row.due,
    new_left: Math.min(row.unseen, newCardsLeft(settings.newCardsPerDay, startedToday)),
    new_per_day: settings.newCardsPerDay,
    next_due_at: row.nextDue === null ? null : new Date(row.nextDue).toISOString(),
  };
}

/**
 * Due and new-left counts of a student in each class (optionally one topic), in one statement
 * whatever the number of classes.
 */
export async function flashcardCountsFor(
  db: Database,
  userId: number,
  classIds: readonly number[],
  now: Date,
  topicId?: number,
): Promise<Map<number, FlashcardCounts>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: classes.id, counts: flashcardCountColumns(userId, countMoments(now), topicId) })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
  return new Map(rows.map((row) => [row.id, toFlashcardCounts(row.counts, now)]));
}
