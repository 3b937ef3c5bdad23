import { qualified } from '../db/qualified';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { Role, type ClassStudent } from '../../contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { classes, flashcards, questions, topics, userRoles, users } from '../db/schema';

export type ClassRow = {
  id: number;
  name: string;
  description: string;
  archived: boolean;
  joinCode: string;
  topicCount: number;
  /** Published questions only, or every question that is not retired (for the class's teachers). */
  questionCount: number;
  flashcardCount: number;
  studentCount: number;
};

export type QuestionScope = 'published' | 'authoring';

const countOf = (query: SQL) => sql<number>`(${query})::int`;

function summaryColumns(scope: QuestionScope) {
  const questionFilter =
    scope === 'published'
      ? sql`${qualified(questions.status)} = 'published'`
      : sql`${qualified(questions.status)} <> 'retired'`;
  return {
    id: classes.id,
    name: classes.name,
    description: classes.description,
    archived: classes.archived,
    joinCode: classes.joinCode,
    topicCount: countOf(
      sql`select count(*) from ${topics} where ${qualified(topics.classId)} = ${qualified(classes.id)}`,
    ),
    questionCount: countOf(
      sql`select count(*) from ${questions} where ${qualified(questions.classId)} = ${qualified(classes.id)} and ${questionFilter}`,
    ),
    flashcardCount: countOf(
      sql`select count(*) from ${flashcards} where ${qualified(flashcards.classId)} = ${qualified(classes.id)}`,
    ),
    studentCount: countOf(
      sql`select count(*) from ${userRoles} where ${qualified(userRoles.classId)} = ${qualified(classes.id)} and ${qualified(userRoles.role)} = ${Role.STUDENT}`,
    ),
  };
}

/** Summaries of the given classes (every class when `classIds` is 'all'), by name. */
export async function listClasses(
  db: Database,
  classIds: readonly number[] | 'all',
  scope: QuestionScope,
): Promise<ClassRow[]> {
  if (classIds !== 'all' && classIds.length === 0) return [];
  const query = db.select(summaryColumns(scope)).from(classes);
  const filtered = classIds === 'all' ? query : query.where(inArray(classes.id, [...classIds]));
  return filtered.orderBy(asc(classes.name), asc(classes.id));
}

export async function getClass(
  db: Database,
  classId: number,
  scope: QuestionScope,
): Promise<ClassRow | null> {
  const [row] = await db.select(summaryColumns(scope)).from(classes).where(eq(classes.id, classId));
  return row ?? null;
}

export async function classExists(db: Database, classId: number) {
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  return row !== undefined;
}

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const JOIN_CODE_LENGTH = 8;
const newJoinCode = () =>
  Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');

/** Creates a class with a fresh unique join code; returns its id. */
export async function createClass(db: Executor, input: { name: string; description: string }) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(classes)
      .values({ ...input, joinCode: newJoinCode() })
      .onConflictDoNothing({ target: classes.joinCode })
      .returning({ id: classes.id });
    if (row) return row.id;
  }
  throw new Error('could not find a free join code');
}

export async function listClassStudents(db: Database, classId: number): Promise<ClassStudent[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.classId, classId), eq(userRoles.role, Role.STUDENT)))
    .orderBy(asc(users.name), asc(users.id));
}
