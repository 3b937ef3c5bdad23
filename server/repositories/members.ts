import { and, asc, eq, inArray, sql, type Column } from 'drizzle-orm';
import {
  NO_ACCOMMODATIONS,
  Role,
  type Accommodations,
  type Invitation,
  type Teacher,
} from '../../contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { accommodations, classInvitations, userRoles, users } from '../db/schema';
import { qualified } from '../db/qualified';

export type InvitedRole = typeof Role.STUDENT | typeof Role.TEACHER;

const lowerEmail = sql<string>`lower(${users.email})`;

/** Gives the user a role in the class; whether it was new (nothing when they already have it). */
export async function grantClassRole(
  db: Executor,
  userId: number,
  classId: number,
  role: InvitedRole,
) {
  const granted = await db
    .insert(userRoles)
    .values({ userId, classId, role })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return granted.length > 0;
}

/** Removes one role of the user in the class; whether there was one. */
export async function revokeClassRole(
  db: Executor,
  userId: number,
  classId: number,
  role: InvitedRole,
) {
  const removed = await db
    .delete(userRoles)
    .where(
      and(eq(userRoles.userId, userId), eq(userRoles.classId, classId), eq(userRoles.role, role)),
    )
    .returning({ id: userRoles.id });
  return removed.length > 0;
}

/** The lower-cased e-mails among `emails` of users who have `role` in the class. */
export async function emailsWithClassRole(
  db: Database,
  classId: number,
  role: InvitedRole,
  emails: readonly string[],
) {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: lowerEmail })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.classId, classId),
        eq(userRoles.role, role),
        inArray(lowerEmail, [...emails]),
      ),
    );
  return rows.map((row) => row.email);
}

/** Records invitations; returns the e-mails that were new (the others were already invited). */
export async function insertInvitations(
  db: Database,
  classId: number,
  role: InvitedRole,
  emails: readonly string[],
  invitedBy: number,
) {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(classInvitations)
    .values(emails.map((email) => ({ classId, role, email, invitedBy })))
    .onConflictDoNothing()
    .returning({ email: classInvitations.email });
  return rows.map((row) => row.email);
}

export async function listInvitations(db: Database, classId: number): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: classInvitations.id,
      email: classInvitations.email,
      role: classInvitations.role,
      createdAt: classInvitations.createdAt,
    })
    .from(classInvitations)
    .where(eq(classInvitations.classId, classId))
    .orderBy(asc(classInvitations.email), asc(classInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role === Role.TEACHER ? Role.TEACHER : Role.STUDENT,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function deleteInvitation(db: Database, classId: number, invitationId: number) {
  const removed = await db
    .delete(classInvitations)
    .where(and(eq(classInvitations.id, invitationId), eq(classInvitations.classId, classId)))
    .returning({ id: classInvitations.id });
  return removed.length > 0;
}

/**
 * Turns every invitation for the user's e-mail into a role, then deletes those invitations, in one
 * transaction. Returns how many roles were attached.
 */
export async function attachInvitations(db: Database, userId: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.email) return 0;
    const pending = await tx
      .delete(classInvitations)
      .where(sql`lower(${classInvitations.email}) = lower(${user.email})`)
      .returning({ classId: classInvitations.classId, role: classInvitations.role });
    if (pending.length === 0) return 0;
    await tx
      .insert(userRoles)
      .values(pending.map(({ classId, role }) => ({ userId, classId, role })))
      .onConflictDoNothing();
    return pending.length;
  });
}

/**
 * A SQL column: whether an invitation waits for the e-mail of the user in `userIdColumn` (read in
 * the authentication query, so a steady request costs nothing more).
 */
export const pendingInvitationsColumn = (userIdColumn: Column) =>
  sql<boolean>`exists (select 1 from ${classInvitations} ci join ${users} iu on lower(iu.email) = lower(ci.email) where iu.id = ${qualified(userIdColumn)})`;

export async function listTeachers(db: Database, classId: number): Promise<Teacher[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.classId, classId), eq(userRoles.role, Role.TEACHER)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function readAccommodations(db: Database, classId: number) {
  const rows = await db.select().from(accommodations).where(eq(accommodations.classId, classId));
  return new Map<number, Accommodations>(
    rows.map((row) => [
      row.userId,
      {
        extra_time_percent: row.extraTimePercent,
        extra_time_minutes: row.extraTimeMinutes,
        extra_final_attempts: row.extraFinalAttempts,
      },
    ]),
  );
}

export async function writeAccommodations(
  db: Database,
  classId: number,
  userId: number,
  value: Accommodations,
) {
  const columns = {
    extraTimePercent: value.extra_time_percent,
    extraTimeMinutes: value.extra_time_minutes,
    extraFinalAttempts: value.extra_final_attempts,
    updatedAt: new Date(),
  };
  await db
    .insert(accommodations)
    .values({ classId, userId, ...columns })
    .onConflictDoUpdate({ target: [accommodations.classId, accommodations.userId], set: columns });
}

export async function deleteAccommodations(db: Database, classId: number, userId: number) {
  await db
    .delete(accommodations)
    .where(and(eq(accommodations.classId, classId), eq(accommodations.userId, userId)));
}

export const accommodationsOf = (map: Map<number, Accommodations>, userId: number) =>
  map.get(userId) ?? NO_ACCOMMODATIONS;
