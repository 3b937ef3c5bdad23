import { and, asc, desc, eq, gt, gte, isNull, sql, sum } from 'drizzle-orm';
import { Role, type BadgeKind, type PointsReason } from '../../contract';
import type { Executor } from '../db/executor';
import {
  attemptAnswers,
  attempts,
  classes,
  endorsements,
  flashcardReviews,
  pointsLedger,
  studentBadges,
  userRoles,
} from '../db/schema';

export type LedgerRow = {
  classId: number;
  userId: number;
  reason: PointsReason;
  points: number;
  source: string;
  earnedAt: Date;
};

/** A student's ledger entries in a class; with `source`, only those one attempt or review earned. */
const ledgerOf = (classId: number, userId: number, source?: string) =>
  and(
    eq(pointsLedger.classId, classId),
    eq(pointsLedger.userId, userId),
    source === undefined ? undefined : eq(pointsLedger.source, source),
  );

/** Adds ledger entries; an entry already there for the same source and reason stays as it is. */
export async function addLedgerEntries(db: Executor, rows: LedgerRow[]) {
  if (rows.length === 0) return;
  await db.insert(pointsLedger).values(rows).onConflictDoNothing();
}

export async function removeLedgerEntries(
  db: Executor,
  classId: number,
  userId: number,
  source: string,
) {
  await db.delete(pointsLedger).where(ledgerOf(classId, userId, source));
}

/** Points earned for one reason since an instant (for daily caps). */
export async function pointsSince(
  db: Executor,
  classId: number,
  userId: number,
  reason: PointsReason,
  since: Date,
) {
  const [row] = await db
    .select({ total: sum(pointsLedger.points).mapWith(Number) })
    .from(pointsLedger)
    .where(
      and(
        ledgerOf(classId, userId),
        eq(pointsLedger.reason, reason),
        gte(pointsLedger.earnedAt, since),
      ),
    );
  return row?.total ?? 0;
}

/** A student's points in a class, per reason. */
export async function pointsByReason(db: Executor, classId: number, userId: number) {
  const rows = await db
    .select({ reason: pointsLedger.reason, points: sum(pointsLedger.points).mapWith(Number) })
    .from(pointsLedger)
    .where(ledgerOf(classId, userId))
    .groupBy(pointsLedger.reason);
  return rows.map((row) => ({ reason: row.reason as PointsReason, points: row.points }));
}

/** The ledger entries one source (an attempt, a review) earned. */
export async function ledgerOfSource(
  db: Executor,
  classId: number,
  userId: number,
  source: string,
) {
  const rows = await db
    .select({
      reason: pointsLedger.reason,
      points: pointsLedger.points,
      earnedAt: pointsLedger.earnedAt,
    })
    .from(pointsLedger)
    .where(ledgerOf(classId, userId, source))
    .orderBy(asc(pointsLedger.id));
  return rows.map((row) => ({ ...row, reason: row.reason as PointsReason }));
}

/** One page of a student's ledger in a class, newest first. */
export async function ledgerPage(
  db: Executor,
  classId: number,
  userId: number,
  page: { limit: number; offset: number },
) {
  const mine = ledgerOf(classId, userId);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        reason: pointsLedger.reason,
        points: pointsLedger.points,
        source: pointsLedger.source,
        earnedAt: pointsLedger.earnedAt,
      })
      .from(pointsLedger)
      .where(mine)
      .orderBy(desc(pointsLedger.earnedAt), desc(pointsLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(mine),
  ]);
  return {
    items: items.map((row) => ({ ...row, reason: row.reason as PointsReason })),
    total: total?.count ?? 0,
  };
}

export async function badgesHeld(db: Executor, classId: number, userId: number) {
  const rows = await db
    .select({ kind: studentBadges.kind, earnedAt: studentBadges.earnedAt })
    .from(studentBadges)
    .where(and(eq(studentBadges.classId, classId), eq(studentBadges.userId, userId)))
    .orderBy(studentBadges.earnedAt);
  return rows.map((row) => ({ kind: row.kind as BadgeKind, earnedAt: row.earnedAt }));
}

/** Awards badges; returns those that were new (a badge is held once). */
export async function awardBadges(
  db: Executor,
  classId: number,
  userId: number,
  kinds: readonly BadgeKind[],
  now: Date,
): Promise<BadgeKind[]> {
  if (kinds.length === 0) return [];
  const inserted = await db
    .insert(studentBadges)
    .values(kinds.map((kind) => ({ classId, userId, kind, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ kind: studentBadges.kind });
  return inserted.map((row) => row.kind as BadgeKind);
}

/** Flashcard ratings a student made in a class (undone ones do not count). */
export async function flashcardReviewCount(db: Executor, classId: number, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(flashcardReviews)
    .where(
      and(
        eq(flashcardReviews.classId, classId),
        eq(flashcardReviews.userId, userId),
        isNull(flashcardReviews.undoneAt),
      ),
    );
  return row?.count ?? 0;
}

/** One minute in which a student studied: how many answers they saved and cards they rated. */
export type StudyMinute = { at: Date; answers: number; reviews: number };

/**
 * The minutes in which a student studied in a class since an instant, oldest first: flashcard
 * ratings and quiz answers, counted per minute.
 */
export async function studyMinutes(
  db: Executor,
  classId: number,
  userId: number,
  since: Date,
): Promise<StudyMinute[]> {
  const reviewed = db
    .select({
      at: sql<string>`date_trunc('minute', ${flashcardReviews.reviewedAt})`.as('at'),
      answers: sql<number>`0`.as('answers'),
      reviews: sql<number>`1`.as('reviews'),
    })
    .from(flashcardReviews)
    .where(
      and(
        eq(flashcardReviews.classId, classId),
        eq(flashcardReviews.userId, userId),
        isNull(flashcardReviews.undoneAt),
        gte(flashcardReviews.reviewedAt, since),
      ),
    );
  const answered = db
    .select({
      at: sql<string>`date_trunc('minute', ${attemptAnswers.savedAt})`.as('at'),
      answers: sql<number>`1`.as('answers'),
      reviews: sql<number>`0`.as('reviews'),
    })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(
      and(
        eq(attempts.classId, classId),
        eq(attempts.userId, userId),
        gt(attemptAnswers.clientSeq, 0),
        gte(attemptAnswers.savedAt, since),
      ),
    );
  const moments = reviewed.unionAll(answered).as('moments');
  const rows = await db
    .select({
      at: moments.at,
      answers: sql<number>`sum(${moments.answers})::int`,
      reviews: sql<number>`sum(${moments.reviews})::int`,
    })
    .from(moments)
    .groupBy(moments.at)
    .orderBy(moments.at);
  return rows.map((row) => ({
    at: new Date(row.at),
    answers: Number(row.answers),
    reviews: Number(row.reviews),
  }));
}

/**
 * When a student studied in a class since an instant: flashcard ratings and quiz answers. Several
 * in the same minute count once; that is all a streak needs.
 */
export async function studyMoments(db: Executor, classId: number, userId: number, since: Date) {
  return (await studyMinutes(db, classId, userId, since)).map((minute) => minute.at);
}

export async function getEndorsement(db: Executor, classId: number, studentId: number) {
  const [row] = await db
    .select({
      teacherId: endorsements.teacherId,
      teacherName: endorsements.teacherName,
      endorsedAt: endorsements.endorsedAt,
    })
    .from(endorsements)
    .where(and(eq(endorsements.classId, classId), eq(endorsements.studentId, studentId)));
  return row ?? null;
}

export async function saveEndorsement(
  db: Executor,
  row: {
    classId: number;
    studentId: number;
    teacherId: number;
    teacherName: string;
    endorsedAt: Date;
  },
) {
  await db
    .insert(endorsements)
    .values(row)
    .onConflictDoUpdate({
      target: [endorsements.classId, endorsements.studentId],
      set: { teacherId: row.teacherId, teacherName: row.teacherName, endorsedAt: row.endorsedAt },
    });
}

export async function deleteEndorsement(db: Executor, classId: number, studentId: number) {
  const deleted = await db
    .delete(endorsements)
    .where(and(eq(endorsements.classId, classId), eq(endorsements.studentId, studentId)))
    .returning({ studentId: endorsements.studentId });
  return deleted.length > 0;
}

/** Whether the user is a student of the class. */
export async function isStudentOf(db: Executor, classId: number, userId: number) {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.classId, classId),
        eq(userRoles.userId, userId),
        eq(userRoles.role, Role.STUDENT),
      ),
    );
  return row !== undefined;
}

const userIdsWithRole = async (db: Executor, classId: number, role: Role) => {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.classId, classId), eq(userRoles.role, role)));
  return rows.map((row) => row.userId);
};

export const studentIdsOfClass = (db: Executor, classId: number) =>
  userIdsWithRole(db, classId, Role.STUDENT);

export const teacherIdsOfClass = (db: Executor, classId: number) =>
  userIdsWithRole(db, classId, Role.TEACHER);

/** The classes the user is a student of, by name. */
export async function classesStudiedBy(db: Executor, userId: number) {
  return db
    .select({ id: classes.id, name: classes.name })
    .from(userRoles)
    .innerJoin(classes, eq(classes.id, userRoles.classId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, Role.STUDENT)))
    .orderBy(asc(classes.name), asc(classes.id));
}
