import { createEmptyCard, fsrs, Rating, State, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { cardsStartedSince, newCardsLeft } from '../../server/services/flashcards/daily-limit';
import { rate } from '../../server/services/flashcards/scheduling';
import { flashcardSettingsFor } from '../../server/services/flashcards/settings';
import { startOfStudyDay } from '../../server/services/study-day';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = new Date('2026-03-02T09:00:00Z');

describe('FSRS scheduling', () => {
  it('a new card rated Good is due again in about 10 minutes', () => {
    const { card } = rate(null, Rating.Good, start, 0.9);
    expect(new Date(card.due).getTime() - start.getTime()).toBe(10 * MINUTE);
    expect(card.state).toBe(State.Learning);
  });

  it('rated Good again when due, it graduates to days', () => {
    const first = rate(null, Rating.Good, start, 0.9);
    const later = new Date(first.card.due);
    const { card } = rate(first.card, Rating.Good, later, 0.9);
    expect(card.state).toBe(State.Review);
    expect(new Date(card.due).getTime() - later.getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it('matches ts-fsrs step by step for a sequence of ratings', () => {
    const ratings: Grade[] = [Rating.Good, Rating.Good, Rating.Again, Rating.Hard, Rating.Easy];
    const reference = fsrs({ request_retention: 0.9, enable_fuzz: false });
    let expected = createEmptyCard(start);
    let stored = null;
    let now = start;
    for (const rating of ratings) {
      expected = reference.next(expected, now, rating).card;
      stored = rate(stored, rating, now, 0.9).card;
      expect(stored.due).toBe(expected.due.toISOString());
      expect(stored.stability).toBeCloseTo(expected.stability, 10);
      expect(stored.difficulty).toBeCloseTo(expected.difficulty, 10);
      expect(stored.state).toBe(expected.state);
      now = new Date(Math.max(expected.due.getTime(), now.getTime() + MINUTE));
    }
  });

  it('a higher desired retention gives shorter intervals', () => {
    const graduated = (retention: number) => {
      const first = rate(null, Rating.Good, start, retention);
      const due = new Date(first.card.due);
      return new Date(rate(first.card, Rating.Good, due, retention).card.due).getTime();
    };
    expect(graduated(0.97)).toBeLessThan(graduated(0.8));
  });

  it('the log entry holds the state before the rating', () => {
    const first = rate(null, Rating.Good, start, 0.9);
    const { log } = rate(first.card, Rating.Again, new Date(first.card.due), 0.9);
    expect(log.state).toBe(State.Learning);
    expect(log.stability).toBe(first.card.stability);
    expect(log.rating).toBe(Rating.Again);
  });
});

describe('the study day', () => {
  it('starts at local midnight in the class time zone', () => {
    const now = new Date('2026-07-01T03:30:00Z'); // 23:30 on 30 June in New York (UTC-4)
    expect(startOfStudyDay(now, 'America/New_York').toISOString()).toBe('2026-06-30T04:00:00.000Z');
  });

  it('starts at local midnight on a daylight-saving day', () => {
    const now = new Date('2026-03-29T12:00:00Z'); // Berlin moves to UTC+2 at 01:00 UTC
    expect(startOfStudyDay(now, 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('the daily new-card limit', () => {
  const zone = 'America/New_York';
  const ratedAt = (iso: string, flashcardId: number) => ({
    flashcardId,
    reviewedAt: new Date(iso),
  });
  // Three cards started at 23:00–23:50 New York time on 30 June.
  const firstRatings = [
    ratedAt('2026-07-01T03:00:00Z', 1),
    ratedAt('2026-07-01T03:20:00Z', 2),
    ratedAt('2026-07-01T03:50:00Z', 3),
  ];
  const leftAt = (iso: string) => {
    const now = new Date(iso);
    return newCardsLeft(5, cardsStartedSince(firstRatings, startOfStudyDay(now, zone)));
  };

  it('counts the cards started before local midnight', () => {
    expect(leftAt('2026-07-01T03:55:00Z')).toBe(2);
  });

  it('starts afresh after local midnight although UTC is past midnight already', () => {
    expect(leftAt('2026-07-01T04:01:00Z')).toBe(5);
  });

  it('never goes below zero', () => {
    expect(newCardsLeft(2, 3)).toBe(0);
  });
});

describe('the class flashcard settings', () => {
  it('default to UTC, 20 new cards a day and 90 % retention', () => {
    expect(flashcardSettingsFor({ settings: {} })).toEqual({
      timeZone: 'UTC',
      newCardsPerDay: 20,
      desiredRetention: 0.9,
    });
  });

  it('read the general class settings', () => {
    const settings = {
      general: { time_zone: 'Europe/Oslo', new_flashcards_per_day: 5, flashcard_retention: 85 },
    };
    expect(flashcardSettingsFor({ settings })).toEqual({
      timeZone: 'Europe/Oslo',
      newCardsPerDay: 5,
      desiredRetention: 0.85,
    });
  });

  it('ignore unusable values', () => {
    const settings = {
      general: { time_zone: 'Mars/Olympus', new_flashcards_per_day: -1, flashcard_retention: 200 },
    };
    expect(flashcardSettingsFor({ settings })).toEqual(flashcardSettingsFor({ settings: {} }));
  });
});
