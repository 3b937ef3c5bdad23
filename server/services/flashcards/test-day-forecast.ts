import { default_w, forgetting_curve } from 'ts-fsrs';
import type { DeckForecast } from '../../../contract';
import { startOfDate, studyDayNumber } from '../study-day';

const DAY_MS = 86_400_000;

/** A card of a deck as the forecast reads it: its FSRS stability and last rating; never rated: nulls. */
export type ForecastCard = { stability: number | null; lastReview: Date | null };
export type ForecastDeck = { topicId: number; name: string; cards: readonly ForecastCard[] };

/**
 * The probability of recalling a card at `at` on FSRS's forgetting curve (with the student's
 * parameters, else FSRS-6's defaults) since its last rating; a card never rated: 0 — nothing learnt
 * is predicted to be remembered.
 */
export function retrievabilityAt(
  card: ForecastCard,
  at: Date,
  parameters: readonly number[] | null,
): number {
  if (card.stability === null || card.lastReview === null || card.stability <= 0) return 0;
  const elapsedDays = Math.max(0, (at.getTime() - card.lastReview.getTime()) / DAY_MS);
  return forgetting_curve(parameters ?? default_w, elapsedDays, card.stability);
}

/**
 * Each deck's predicted retention on the knowledge-test day: the mean retrievability of its cards
 * at the start of `date` in the class's time zone, cards never rated counting as 0 (and counted
 * apart as not studied). Null when the date is before today (`now`, the same time zone): the
 * test is behind the student.
 */
export function testDayForecast(input: {
  date: string;
  timeZone: string;
  now: Date;
  decks: readonly ForecastDeck[];
  parameters: readonly number[] | null;
}): DeckForecast[] | null {
  const { date, timeZone, now, decks, parameters } = input;
  if (Date.parse(date) / DAY_MS < studyDayNumber(now, timeZone)) return null;
  const at = startOfDate(date, timeZone);
  return decks.map(({ topicId, name, cards }) => ({
    topic_id: topicId,
    name,
    card_count: cards.length,
    studied_count: cards.filter((card) => card.lastReview !== null).length,
    predicted_retention:
      cards.length === 0
        ? null
        : cards.reduce((sum, card) => sum + retrievabilityAt(card, at, parameters), 0) /
          cards.length,
  }));
}
