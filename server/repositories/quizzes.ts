import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QuizKind } from '../../contract';
import type { Executor } from '../db/executor';
import { quizQuestions, quizzes } from '../db/schema';
import { quizVisibleToStudents } from './quiz-visibility';

export type QuizFields = {
  title: string;
  selection: 'fixed' | 'random';
  randomCount: number | null;
  timeLimitMinutes: number | null;
  passMark: number;
  shuffleQuestions: boolean;
  shuffleChoices: boolean;
  explanationMode: 'immediate' | 'after_submission';
  status: 'draft' | 'published';
};

export type QuizRow = typeof quizzes.$inferSelect & { questionIds: number[] };

export type QuizListFilter = {
  classId: number;
  topicId?: number | undefined;
  kind?: QuizKind | undefined;
  /** Only what a student may take. */
  visibleToStudents: boolean;
};

async function withQuestionIds(db: Executor, rows: (typeof quizzes.$inferSelect)[]) {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(quizQuestions)
          .where(inArray(quizQuestions.quizId, ids))
          .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.position));
  return rows.map((row) => ({
    ...row,
    questionIds: links.filter((link) => link.quizId === row.id).map((link) => link.questionId),
  }));
}

/** One page of quizzes: a topic's, or the class's (final and drill first). */
export async function listQuizzes(
  db: Executor,
  filter: QuizListFilter,
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(quizzes.classId, filter.classId)];
  if (filter.topicId !== undefined) conditions.push(eq(quizzes.topicId, filter.topicId));
  if (filter.kind !== undefined) conditions.push(eq(quizzes.kind, filter.kind));
  if (filter.visibleToStudents) conditions.push(quizVisibleToStudents);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quizzes)
      .where(where)
      .orderBy(sql`${quizzes.topicId} nulls first`, asc(quizzes.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(quizzes)
      .where(where),
  ]);
  return { items: await withQuestionIds(db, rows), total: total?.count ?? 0 };
}

export async function getQuiz(db: Executor, classId: number, quizId: number) {
  const rows = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.classId, classId), eq(quizzes.id, quizId)));
  const [row] = await withQuestionIds(db, rows);
  return row ?? null;
}

export async function getQuizById(db: Executor, quizId: number) {
  const rows = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  const [row] = await withQuestionIds(db, rows);
  return row ?? null;
}

/** Whether a student may take the quiz (published, and its questions published). */
export async function isQuizVisibleToStudents(db: Executor, quizId: number) {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), quizVisibleToStudents));
  return row !== undefined;
}

async function setQuizQuestions(db: Executor, quizId: number, questionIds: number[]) {
  await db.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  if (questionIds.length === 0) return;
  await db
    .insert(quizQuestions)
    .values(questionIds.map((questionId, index) => ({ quizId, questionId, position: index + 1 })));
}

export async function insertQuiz(
  db: Executor,
  quiz: QuizFields & { classId: number; topicId: number | null; kind: QuizKind },
  questionIds: number[],
) {
  const [row] = await db.insert(quizzes).values(quiz).returning({ id: quizzes.id });
  if (!row) throw new Error('quiz not created');
  await setQuizQuestions(db, row.id, questionIds);
  return row.id;
}

export async function updateQuizRow(
  db: Executor,
  classId: number,
  quizId: number,
  quiz: QuizFields,
  questionIds: number[],
) {
  const rows = await db
    .update(quizzes)
    .set({ ...quiz, updatedAt: sql`now()` })
    .where(and(eq(quizzes.classId, classId), eq(quizzes.id, quizId)))
    .returning({ id: quizzes.id });
  if (rows.length === 0) return false;
  await setQuizQuestions(db, quizId, questionIds);
  return true;
}

export async function deleteQuizRow(db: Executor, classId: number, quizId: number) {
  const rows = await db
    .delete(quizzes)
    .where(and(eq(quizzes.classId, classId), eq(quizzes.id, quizId)))
    .returning({ id: quizzes.id });
  return rows.length > 0;
}

/** The class's final-exam and weak-area drill quizzes (random draws over the whole class). */
export async function insertClassQuizzes(db: Executor, classId: number) {
  const common = {
    classId,
    topicId: null,
    selection: 'random' as const,
    shuffleQuestions: true,
    shuffleChoices: true,
  };
  await db.insert(quizzes).values([
    { ...common, kind: 'final', title: 'Final exam', randomCount: 60 },
    { ...common, kind: 'drill', title: 'Weak-area drill', randomCount: 20 },
  ]);
}
