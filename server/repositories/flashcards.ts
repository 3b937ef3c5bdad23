import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { flashcards, topics } from '../db/schema';

export type FlashcardFields = {
  topicId: number;
  front: string;
  back: string;
  figureHash: string | null;
};

const flashcardColumns = {
  id: flashcards.id,
  classId: flashcards.classId,
  topicId: flashcards.topicId,
  topicName: topics.name,
  front: flashcards.front,
  back: flashcards.back,
  figureHash: flashcards.figureHash,
  createdAt: flashcards.createdAt,
  updatedAt: flashcards.updatedAt,
};

export type FlashcardRow = Awaited<ReturnType<typeof getFlashcard>> & {};

/** One page of the class's flashcards (by topic, full-text search), newest change first. */
export async function listFlashcards(
  db: Executor,
  classId: number,
  filters: { topicId?: number | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(flashcards.classId, classId)];
  if (filters.topicId !== undefined) conditions.push(eq(flashcards.topicId, filters.topicId));
  if (filters.q) {
    conditions.push(
      sql`${flashcards.searchVector} @@ websearch_to_tsquery('english', ${filters.q})`,
    );
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select(flashcardColumns)
      .from(flashcards)
      .innerJoin(topics, eq(topics.id, flashcards.topicId))
      .where(where)
      .orderBy(desc(flashcards.updatedAt), desc(flashcards.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(flashcards)
      .where(where),
  ]);
  return { items, total: total?.count ?? 0 };
}

export async function getFlashcard(db: Executor, classId: number, flashcardId: number) {
  const [row] = await db
    .select(flashcardColumns)
    .from(flashcards)
    .innerJoin(topics, eq(topics.id, flashcards.topicId))
    .where(and(eq(flashcards.classId, classId), eq(flashcards.id, flashcardId)));
  return row ?? null;
}

export async function insertFlashcards(db: Executor, classId: number, cards: FlashcardFields[]) {
  if (cards.length === 0) return [];
  const rows = await db
    .insert(flashcards)
    .values(cards.map((card) => ({ classId, ...card })))
    .returning({ id: flashcards.id });
  return rows.map((row) => row.id);
}

export async function updateFlashcardRow(
  db: Executor,
  classId: number,
  flashcardId: number,
  fields: FlashcardFields,
) {
  const rows = await db
    .update(flashcards)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(flashcards.classId, classId), eq(flashcards.id, flashcardId)))
    .returning({ id: flashcards.id });
  return rows.length > 0;
}

export async function deleteFlashcardRow(db: Executor, classId: number, flashcardId: number) {
  const rows = await db
    .delete(flashcards)
    .where(and(eq(flashcards.classId, classId), eq(flashcards.id, flashcardId)))
    .returning({ id: flashcards.id });
  return rows.length > 0;
}

/** The class and topic of a flashcard (what a study request needs to authorise), or null. */
export async function getFlashcardRef(db: Executor, flashcardId: number) {
  const [row] = await db
    .select({ id: flashcards.id, classId: flashcards.classId, topicId: flashcards.topicId })
    .from(flashcards)
    .where(eq(flashcards.id, flashcardId));
  return row ?? null;
}

export async function topicInClass(db: Executor, classId: number, topicId: number) {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.classId, classId)));
  return row !== undefined;
}
