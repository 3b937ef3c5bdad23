import { default_w, forgetting_curve } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  retrievabilityAt,
  testDayForecast,
} from '../../server/services/flashcards/test-day-forecast';
import { startOfDate } from '../../server/services/study-day';

const DAY = 86_400_000;
const now = new Date('2026-11-27T10:00:00Z');
const reviewed = (daysAgo: number, stability: number) => ({
  stability,
  lastReview: new Date(now.getTime() - daysAgo * DAY),
});
const neverStudied = { stability: null, lastReview: null };

describe('the predicted retention of a deck on the knowledge-test day', () => {
  it('is the mean retrievability at the start of the test day, unstudied cards counting 0', () => {
    const decks = [{ topicId: 1, name: 'Weather', cards: [reviewed(0, 10), neverStudied] }];
    const [deck] = testDayForecast({
      date: '2026-12-07',
      timeZone: 'UTC',
      now,
      decks,
      parameters: null,
    })!;
    const elapsed = (Date.parse('2026-12-07T00:00:00Z') - now.getTime()) / DAY;
    expect(deck).toEqual({
      topic_id: 1,
      name: 'Weather',
      card_count: 2,
      studied_count: 1,
      predicted_retention: forgetting_curve(default_w, elapsed, 10) / 2,
    });
  });

  it('counts a card as 1 at the moment it was rated and falls with time', () => {
    const card = reviewed(0, 5);
    expect(retrievabilityAt(card, now, null)).toBe(1);
    const inFiveDays = new Date(now.getTime() + 5 * DAY);
    // FSRS's definition of stability: 90 % recall after S days.
    expect(retrievabilityAt(card, inFiveDays, null)).toBeCloseTo(0.9, 5);
    expect(retrievabilityAt(neverStudied, inFiveDays, null)).toBe(0);
  });

  it("uses the student's own parameters (their decay) when fitted", () => {
    const flatter = [...default_w];
    flatter[20] = 0.1;
    const later = new Date(now.getTime() + 60 * DAY);
    const card = reviewed(0, 5);
    expect(retrievabilityAt(card, later, flatter)).not.toBeCloseTo(
      retrievabilityAt(card, later, null),
      3,
    );
  });

  it('has no figure for a deck without cards', () => {
    const decks = [{ topicId: 2, name: 'Empty', cards: [] }];
    const [deck] = testDayForecast({
      date: '2026-12-07',
      timeZone: 'UTC',
      now,
      decks,
      parameters: null,
    })!;
    expect(deck?.predicted_retention).toBeNull();
  });

  it("is shown through the test day in the class's time zone, then not at all", () => {
    const decks = [{ topicId: 1, name: 'Weather', cards: [reviewed(1, 3)] }];
    const on = (date: string, at: Date, timeZone: string) =>
      testDayForecast({ date, timeZone, now: at, decks, parameters: null });
    // 03:00 UTC on the 28th is still the 27th in Chicago.
    expect(on('2026-11-27', new Date('2026-11-28T03:00:00Z'), 'America/Chicago')).not.toBeNull();
    expect(on('2026-11-27', new Date('2026-11-28T03:00:00Z'), 'UTC')).toBeNull();
  });
});

describe('startOfDate', () => {
  it.each([
    ['UTC', '2026-12-07T00:00:00.000Z'],
    ['America/Chicago', '2026-12-07T06:00:00.000Z'],
    ['Pacific/Kiritimati', '2026-12-06T10:00:00.000Z'],
    ['Asia/Kolkata', '2026-12-06T18:30:00.000Z'],
  ])('is local midnight of the date in %s', (timeZone, instant) => {
    expect(startOfDate('2026-12-07', timeZone).toISOString()).toBe(instant);
  });
});
