import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studentDesiredRetention } from '../../db/schema';
import { FLASHCARD_DEFAULTS } from './settings';
import { classSettingsRows } from './study-queries';

const rowOf = (userId: number, classId: number) =>
  and(eq(studentDesiredRetention.userId, userId), eq(studentDesiredRetention.classId, classId));

/** A student's own desired retention in a class (percent); null: they keep the class's default. */
export async function ownRetention(
  db: Database,
  userId: number,
  classId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ retention: studentDesiredRetention.retention })
    .from(studentDesiredRetention)
    .where(rowOf(userId, classId));
  return row?.retention ?? null;
}

/** The retention (0–1) to schedule with: the student's own choice, else the class's default. */
export const effectiveRetention = (own: number | null, classRetention: number) =>
  own === null ? classRetention : own / 100;

/**
 * The desired retention (0–1) a student's ratings in a class are scheduled with (flashcards and
 * missed questions alike): their own choice, else the class's default.
 */
export async function desiredRetentionOf(
  db: Database,
  userId: number,
  classId: number,
): Promise<number> {
  const [[classRow], own] = await Promise.all([
    classSettingsRows(db, [classId]),
    ownRetention(db, userId, classId),
  ]);
  return effectiveRetention(
    own,
    classRow?.settings.desiredRetention ?? FLASHCARD_DEFAULTS.desiredRetention,
  );
}

/** Keeps a student's own desired retention in a class (percent); null goes back to the class's. */
export async function setOwnRetention(
  db: Database,
  target: { userId: number; classId: number },
  retention: number | null,
  now: Date,
) {
  const { userId, classId } = target;
  if (retention === null) {
    await db.delete(studentDesiredRetention).where(rowOf(userId, classId));
    return;
  }
  await db
    .insert(studentDesiredRetention)
    .values({ userId, classId, retention, updatedAt: now })
    .onConflictDoUpdate({
      target: [studentDesiredRetention.userId, studentDesiredRetention.classId],
      set: { retention, updatedAt: now },
    });
}
