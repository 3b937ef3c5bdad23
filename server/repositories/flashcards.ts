import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { flashcards, topics } from '../db/schema';

export async function getFlashcardRef(db: Database, flashcardId: number) {
  const [row] = await db
    .select({ id: flashcards.id, classId: flashcards.classId, topicId: flashcards.topicId })
    .from(flashcards)
    .where(eq(flashcards.id, flashcardId));
  return row ?? null;
}

export async function topicInClass(db: Database, classId: number, topicId: number) {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.classId, classId)));
  return row !== undefined;
}
