import { describe, expect, it } from 'vitest';
import { REVIEW_BACKDATE_MAX_MS } from '../../../contract';
import { ratingTime } from '../../../server/services/flashcards/rating-time';

const now = new Date('2026-05-10T12:00:00Z');
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('when a rating counts as given', () => {
  it('is now when the device says nothing', () => {
    expect(ratingTime(undefined, now, null)).toEqual(now);
  });

  it('is the time the device gave it, for a session studied offline', () => {
    expect(ratingTime(hoursBefore(30), now, hoursBefore(50))).toEqual(hoursBefore(30));
  });

  it('is never after the server’s clock', () => {
    expect(ratingTime(new Date(now.getTime() + 60_000), now, null)).toEqual(now);
  });

  it('is never before the card’s previous rating', () => {
    expect(ratingTime(hoursBefore(5), now, hoursBefore(2))).toEqual(hoursBefore(2));
  });

  it('goes back a week at most', () => {
    expect(ratingTime(hoursBefore(24 * 30), now, null)).toEqual(
      new Date(now.getTime() - REVIEW_BACKDATE_MAX_MS),
    );
  });
});
