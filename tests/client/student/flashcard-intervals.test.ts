import { describe, expect, it } from 'vitest';
import {
  formatInterval,
  previewRatings,
} from '../../../src/features/student/flashcards/scheduling-preview';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('interval labels', () => {
  it.each([
    [30_000, '1 min'],
    [10 * MINUTE, '10 min'],
    [59.6 * MINUTE, '1 h'],
    [3 * 60 * MINUTE, '3 h'],
    [23.8 * 60 * MINUTE, '1 d'],
    [2 * DAY, '2 d'],
    [45 * DAY, '1.5 mo'],
    [730 * DAY, '2 y'],
  ])('%i ms reads "%s"', (ms, label) => {
    expect(formatInterval(ms)).toBe(label);
  });
});

describe('previews on the client', () => {
  it('give a new card 10 minutes for Good, as the server schedules it', () => {
    const now = new Date('2026-03-02T09:00:00Z');
    const good = previewRatings(null, now, 0.9)[3];
    expect(Date.parse(good.due_at) - now.getTime()).toBe(10 * MINUTE);
  });
});
