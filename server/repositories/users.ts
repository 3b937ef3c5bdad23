import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Role, type RoleEntry, type UserMe } from '../../contract';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';

const isRole = (value: number): value is Role =>
  value === Role.STUDENT || value === Role.TEACHER || value === Role.SUPERUSER;

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
