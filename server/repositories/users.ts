import { and, asc, eq, inArray, sql, type Column } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { alias } from 'drizzle-orm/pg-core';
import { Role, type RoleEntry, type UserMe } from '../../contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import type { ReadCache } from '../db/read-cache';
import { userRoles, users } from '../db/schema';
import { pendingInvitationsColumn } from './members';

const isRole = (value: number): value is Role =>
  value === Role.STUDENT || value === Role.TEACHER || value === Role.SUPERUSER;

/**
 * The role entries of the user in `userIdColumn`, as a JSON column of the same query, so that the
 * user (or session) and its roles come back in one round trip.
 */
export const rolesColumn = (userIdColumn: Column) =>
  sql<unknown>`coalesce((select json_agg(json_build_object('role', ur.role, 'class_id', ur.class_id) order by ur.id) from ${userRoles} ur where ur.user_id = ${qualified(userIdColumn)}), '[]'::json)`;

/** The role entries of a `rolesColumn` value (unknown role numbers are dropped). */
export function toRoleEntries(value: unknown): RoleEntry[] {
  const rows = Array.isArray(value) ? (value as { role: number; class_id: number | null }[]) : [];
  return rows.flatMap(({ role, class_id }) => (isRole(role) ? [{ role, class_id }] : []));
}

export type UserWithRoles = { id: number; roles: RoleEntry[]; invited: boolean };

async function readUserBySubject(db: Database, subject: string): Promise<UserWithRoles | null> {
  const [row] = await db
    .select({
      id: users.id,
      roles: rolesColumn(users.id),
      invited: pendingInvitationsColumn(users.id),
    })
    .from(users)
    .where(eq(users.subject, subject));
  return row ? { id: row.id, roles: toRoleEntries(row.roles), invited: row.invited } : null;
}

/**
 * The user with this identity-provider subject, their roles and whether invitations wait for their
 * e-mail, in one query (none while `kept` holds a copy); null if none.
 */
export async function findUserBySubject(
  db: Database,
  subject: string,
  options: { now?: Date; kept?: ReadCache<UserWithRoles> } = {},
) {
  if (!options.kept) return readUserBySubject(db, subject);
  const now = options.now ?? new Date();
  return options.kept.read(subject, now.getTime(), () => readUserBySubject(db, subject));
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

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

/** The ids of the accounts with these e-mails (any case); e-mails without an account are left out. */
export async function userIdsByEmails(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const lower = emails.map((email) => email.toLowerCase());
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lower));
  return rows.map((row) => row.id);
}

/**
 * First sign-in of an external identity: a user without roles, with the token's e-mail unless
 * another account has it. Safe against concurrent first calls.
 */
export async function createUserForSubject(
  db: Database,
  subject: string,
  name: string,
  email: string | null = null,
) {
  const freeEmail = email !== null && (await findUserIdByEmail(db, email)) === null ? email : null;
  await db
    .insert(users)
    .values({ subject, name, email: freeEmail })
    .onConflictDoNothing({ target: users.subject });
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

/** Who signs an instructor's records: their name and certificate. Null: no such user. */
export async function getUserWithCertificate(db: Executor, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      certificateNumber: users.instructorCertificate,
      certificateExpires: users.instructorCertificateExpires,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Sets the certificate an instructor's records name (null clears a field). */
export async function updateInstructorCertificate(
  db: Database,
  userId: number,
  certificate: { number: string | null; expires: string | null },
) {
  await db
    .update(users)
    .set({
      instructorCertificate: certificate.number,
      instructorCertificateExpires: certificate.expires,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
