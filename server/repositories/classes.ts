import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { randomInt } from 'node:crypto';
import { Role, type ClassStudent } from '../../contract';
import type { Database } from '../db/client';
import { isUniqueViolation, type Executor, type Transaction } from '../db/executor';
import { classes, flashcards, questions, topics, userRoles, users } from '../db/schema';

export type ClassRow = {
  id: number;
  name: string;
  description: string;
  archived: boolean;
  joinCode: string;
  joinCodeEnabled: boolean;
  topicCount: number;
  /** Published questions only, or every question that is not retired (for the class's teachers). */
  questionCount: number;
  flashcardCount: number;
  studentCount: number;
};

export type QuestionScope = 'published' | 'authoring';

const countOf = (query: SQL) => sql<number>`(${query})::int`;

/** The columns of a class's summary (counts by subquery); `selectClasses` reads them with others. */
export function summaryColumns(scope: QuestionScope) {
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
    joinCodeEnabled: classes.joinCodeEnabled,
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

/**
 * Which classes a list shows: the given ones (every class for 'all'), archived ones only with
 * `includeArchived`. Lists read them in `CLASS_LIST_ORDER`.
 */
export const classListFilter = (
  classIds: readonly number[] | 'all',
  { includeArchived = true }: { includeArchived?: boolean } = {},
) =>
  and(
    classIds === 'all' ? undefined : inArray(classes.id, [...classIds]),
    includeArchived ? undefined : eq(classes.archived, false),
  );

export const CLASS_LIST_ORDER = [asc(classes.name), asc(classes.id)];

/** Summaries of the given classes (every class when `classIds` is 'all'), by name. */
export async function listClasses(
  db: Database,
  classIds: readonly number[] | 'all',
  scope: QuestionScope,
  options: { includeArchived?: boolean } = {},
): Promise<ClassRow[]> {
  if (classIds !== 'all' && classIds.length === 0) return [];
  return db
    .select(summaryColumns(scope))
    .from(classes)
    .where(classListFilter(classIds, options))
    .orderBy(...CLASS_LIST_ORDER);
}

export async function getClass(
  db: Database,
  classId: number,
  scope: QuestionScope,
): Promise<ClassRow | null> {
  const [row] = await db.select(summaryColumns(scope)).from(classes).where(eq(classes.id, classId));
  return row ?? null;
}

export async function getClassName(db: Executor, classId: number) {
  const [row] = await db
    .select({ name: classes.name })
    .from(classes)
    .where(eq(classes.id, classId));
  return row?.name ?? '';
}

export async function classExists(db: Database, classId: number) {
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  return row !== undefined;
}

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const JOIN_CODE_LENGTH = 8;
const JOIN_CODE_TRIES = 5;
const newJoinCode = () =>
  Array.from(
    { length: JOIN_CODE_LENGTH },
    () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
  ).join('');

/**
 * Writes with fresh join codes until one is free. The unique index on join_code decides, so two
 * writers never end with one code; each try runs in a savepoint of its own, so a taken code leaves
 * the caller's transaction usable.
 */
async function withFreshJoinCode<T>(
  db: Executor,
  write: (tx: Transaction, code: string) => Promise<T>,
  codes: () => string,
): Promise<T> {
  for (let attempt = 0; attempt < JOIN_CODE_TRIES; attempt += 1) {
    try {
      return await db.transaction((tx) => write(tx, codes()));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not find a free join code');
}

/** A fresh code for the class, switched on; the old one stops working. */
export async function regenerateJoinCode(db: Database, classId: number, codes = newJoinCode) {
  await withFreshJoinCode(
    db,
    (tx, code) =>
      tx
        .update(classes)
        .set({ joinCode: code, joinCodeEnabled: true })
        .where(eq(classes.id, classId)),
    codes,
  );
}

export async function setJoinCodeEnabled(db: Database, classId: number, enabled: boolean) {
  await db.update(classes).set({ joinCodeEnabled: enabled }).where(eq(classes.id, classId));
}

export async function updateClass(
  db: Database,
  classId: number,
  fields: { name?: string; description?: string; archived?: boolean },
) {
  if (Object.keys(fields).length === 0) return;
  await db.update(classes).set(fields).where(eq(classes.id, classId));
}

/** Whether another class already has this name (case and surrounding space ignored). */
export async function classNameInUse(db: Database, name: string, exceptClassId?: number) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        sql`lower(trim(${classes.name})) = lower(trim(${name}))`,
        exceptClassId === undefined ? undefined : ne(classes.id, exceptClassId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Creates a class with a fresh unique join code; returns its id. */
export async function createClass(
  db: Executor,
  input: { name: string; description: string },
  codes = newJoinCode,
) {
  const [row] = await withFreshJoinCode(
    db,
    (tx, joinCode) =>
      tx
        .insert(classes)
        .values({ ...input, joinCode })
        .returning({ id: classes.id }),
    codes,
  );
  if (!row) throw new Error('class not created');
  return row.id;
}

export async function listClassStudents(
  db: Database,
  classId: number,
): Promise<Omit<ClassStudent, 'accommodations'>[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.classId, classId), eq(userRoles.role, Role.STUDENT)))
    .orderBy(asc(users.name), asc(users.id));
}
