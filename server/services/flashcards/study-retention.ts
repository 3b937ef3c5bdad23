import { and, asc, eq } from 'drizzle-orm';
import {
  STUDENT_RETENTION_MAX,
  STUDENT_RETENTION_MIN,
  type StudyRetention,
} from '../../../contract';
import type { Database } from '../../db/client';
import { flashcards, flashcardStates, topics } from '../../db/schema';
import { readClassSettings } from '../../repositories/class-settings';
import { notFound } from '../../errors/api-error';
import { studentParameters } from '../fsrs-fitting/fitting-job';
import { ownRetention } from './desired-retention';
import { testDayForecast, type ForecastCard, type ForecastDeck } from './test-day-forecast';

/** The class's decks (topics in order, each with its cards) and the student's schedule of each card. */
async function decksOf(db: Database, userId: number, classId: number): Promise<ForecastDeck[]> {
  const rows = await db
    .select({
      topicId: topics.id,
      name: topics.name,
      cardId: flashcards.id,
      stability: flashcardStates.stability,
      lastReview: flashcardStates.lastReview,
    })
    .from(flashcards)
    .innerJoin(topics, eq(topics.id, flashcards.topicId))
    .leftJoin(
      flashcardStates,
      and(eq(flashcardStates.flashcardId, flashcards.id), eq(flashcardStates.userId, userId)),
    )
    .where(eq(flashcards.classId, classId))
    .orderBy(asc(topics.position), asc(flashcards.id));
  const decks = new Map<number, { topicId: number; name: string; cards: ForecastCard[] }>();
  for (const row of rows) {
    const deck = decks.get(row.topicId) ?? { topicId: row.topicId, name: row.name, cards: [] };
    deck.cards.push({ stability: row.stability, lastReview: row.lastReview });
    decks.set(row.topicId, deck);
  }
  return [...decks.values()];
}

/**
 * A student's desired retention in a class (their own, the class's, and the one scheduling uses)
 * and, when the class has a knowledge-test date today or later, each deck's predicted retention on
 * that day with the student's FSRS parameters.
 */
export async function studyRetention(
  db: Database,
  target: { userId: number; classId: number },
  now: Date,
): Promise<StudyRetention> {
  const { userId, classId } = target;
  const [settings, own] = await Promise.all([
    readClassSettings(db, classId),
    ownRetention(db, userId, classId),
  ]);
  if (!settings) throw notFound('class');
  const { flashcard_retention: classRetention, knowledge_test_date: date } = settings.general;
  const decks =
    date === null
      ? null
      : testDayForecast({
          date,
          timeZone: settings.general.time_zone,
          now,
          decks: await decksOf(db, userId, classId),
          parameters: await studentParameters(db, userId),
        });
  return {
    class_retention: classRetention,
    own_retention: own,
    retention: own ?? classRetention,
    min: STUDENT_RETENTION_MIN,
    max: STUDENT_RETENTION_MAX,
    knowledge_test: date === null || decks === null ? null : { date, decks },
  };
}
