import type { Database } from '../../../server/db/client';
import { classes, flashcards, topics } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';

/** A topic with `count` flashcards in the class; answers the topic and card ids. */
export async function aDeck(db: Database, classId: number, count: number, position = 1) {
  const [topic] = await db
    .insert(topics)
    .values({ classId, position, name: `Topic ${position}` })
    .returning({ id: topics.id });
  if (!topic) throw new Error('topic not created');
  const cards = [];
  for (let index = 0; index < count; index += 1) {
    const [card] = await db
      .insert(flashcards)
      .values({ classId, topicId: topic.id, front: `Front ${index}`, back: `Back ${index}` })
      .returning({ id: flashcards.id, classId: flashcards.classId, topicId: flashcards.topicId });
    if (!card) throw new Error('card not created');
    cards.push(card);
  }
  return { topicId: topic.id, cards };
}

export async function setClassSettings(
  db: Database,
  classId: number,
  settings: Record<string, unknown>,
) {
  await db.update(classes).set({ settings }).where(eq(classes.id, classId));
}
