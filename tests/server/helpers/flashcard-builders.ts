import type { Database } from '../../../server/db/client';
import { classes, flashcardReviews, flashcards, topics } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';
import type { FlashcardSettings } from '../../../server/services/flashcards/settings';

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

/** Stores the class's flashcard settings where the class settings keep them (the general group). */
export async function setClassSettings(
  db: Database,
  classId: number,
  settings: Partial<FlashcardSettings>,
) {
  const general = {
    ...(settings.timeZone === undefined ? {} : { time_zone: settings.timeZone }),
    ...(settings.newCardsPerDay === undefined
      ? {}
      : { new_flashcards_per_day: settings.newCardsPerDay }),
    ...(settings.desiredRetention === undefined
      ? {}
      : { flashcard_retention: Math.round(settings.desiredRetention * 100) }),
  };
  await db.update(classes).set({ settings: { general } }).where(eq(classes.id, classId));
}

/** Past ratings of a card by a student, straight into the log (as if rated at `at`). */
export async function pastFlashcardReviews(
  db: Database,
  review: { userId: number; card: { id: number; classId: number; topicId: number }; at: Date },
  count: number,
) {
  const { userId, card, at } = review;
  const ratings = Array.from({ length: count }, () => ({ flashcardId: card.id, rating: 3, at }));
  await flashcardReviewLog(db, { userId, classId: card.classId, topicId: card.topicId }, ratings);
}

/** A student's ratings of a class's cards, straight into the log, in the order given. */
export async function flashcardReviewLog(
  db: Database,
  student: { userId: number; classId: number; topicId: number },
  ratings: readonly { flashcardId: number; rating: number; at: Date }[],
) {
  const rows = ratings.map(({ flashcardId, rating, at }, index) => ({
    reviewId: `past-${at.getTime()}-${index}-${Math.random()}`,
    ...student,
    flashcardId,
    rating,
    stateBefore: 2,
    dueBefore: at,
    stability: 1,
    difficulty: 5,
    elapsedDays: 1,
    lastElapsedDays: 1,
    scheduledDays: 1,
    learningSteps: 0,
    dueAfter: at,
    reviewedAt: at,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(flashcardReviews).values(rows.slice(start, start + 1000));
  }
}
