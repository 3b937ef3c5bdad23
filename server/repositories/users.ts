import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { Role, type RoleEntry, type UserMe } from '../../contract';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';

const isRole = (value: number): value is Role =>
  value === Role.STUDENT || value === Role.TEACHER || value === Role.SUPERUSER;

/**
 * The role entries of the user in `userIdColumn`, as a JSON column of the same query, so that the
 * user (or session) and its roles come back in one round trip.
 */
export function rolesColumn(userIdColumn: AnyPgColumn) {
  // Written out in full: inside the subquery an unqualified user_id would be user_roles' own.
  const outer = sql`${sql.identifier(getTableName(userIdColumn.table))}.${sql.identifier(userIdColumn.name)}`;
  return sql<unknown>`coalesce((select json_agg(json_build_object('role', r.role, 'class_id', r.class_id) order by r.id) from ${userRoles} r where r.user_id = ${outer}), '[]'::json)`;
}

/** The role entries of a `rolesColumn` value (unknown role numbers are dropped). */
export function toRoleEntries(value: unknown): RoleEntry[] {
  const rows = Array.isArray(value) ? (value as { role: number; class_id: number | null }[]) : [];
  return rows.flatMap(({ role, class_id }) => (isRole(role) ? [{ role, class_id }] : []));
}

/** The user with this identity-provider subject and their roles, in one query; null if none. */
export async function findUserBySubject(db: Database, subject: string) {
  const [row] = await db
    .select({ id: users.id, roles: rolesColumn(users.id) })
    .from(users)
    .where(eq(users.subject, subject));
  return row ? { id: row.id, roles: toRoleEntries(row.roles) } : null;
}

/** The user's role entries as stored, in insertion order (the client relies on the first one). */
export async function getRoles(db: Database, userId: number): Promise<RoleEntry[]> {
  const rows = await db
    .select({ role: userRoles.role, classId: userRoles.classId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.id));
  return rows.flatMap(({ role, classId }) => (isRole(role) ? [{ role, class_id: classId }] : []));
}

export async function getUserMe(db: Database, userId: number): Promise<UserMe | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { ...user, roles: await getRoles(db, userId) };
}

export async function userExists(db: Database, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function findUserIdBySubject(db: Database, subject: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.subject, subject));
  return row?.id ?? null;
}

export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

/** First sign-in of an external identity: a user without roles. Safe against concurrent first calls. */
export async function createUserForSubject(db: Database, subject: string, name: string) {
  await db.insert(users).values({ subject, name }).onConflictDoNothing({ target: users.subject });
  const id = await findUserIdBySubject(db, subject);
  if (id === null) throw new Error(`user for subject ${subject} vanished after insert`);
  return id;
}

export async function updateUserName(db: Database, userId: number, name: string) {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

const teacherRole = alias(userRoles, 'teacher_role');
const studentRole = alias(userRoles, 'student_role');

/** Whether `teacherId` teaches a class in which `studentId` is a student. */
export async function teachesStudent(db: Database, teacherId: number, studentId: number) {
  const [row] = await db
    .select({ classId: teacherRole.classId })
    .from(teacherRole)
    .innerJoin(
      studentRole,
      and(eq(studentRole.classId, teacherRole.classId), eq(studentRole.role, Role.STUDENT)),
    )
    .where(
      and(
        eq(teacherRole.userId, teacherId),
        eq(teacherRole.role, Role.TEACHER),
        eq(studentRole.userId, studentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
