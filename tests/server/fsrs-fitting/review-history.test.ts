import { describe, expect, it } from 'vitest';
import {
  reviewItems,
  splitInTime,
  type LoggedReview,
} from '../../../server/services/fsrs-fitting/review-history';

const rating = (card: string, value: LoggedReview['rating'], day: number): LoggedReview => ({
  card,
  rating: value,
  day,
});

describe('a student’s log as FSRS’s optimiser reads it', () => {
  it('a card’s first rating makes no item; each later day’s rating makes one with the days between', () => {
    const items = reviewItems([rating('a', 3, 10), rating('a', 3, 12), rating('a', 1, 17)]);
    expect(items).toEqual([
      {
        reviews: [
          { rating: 3, deltaT: 0 },
          { rating: 3, deltaT: 2 },
        ],
        day: 12,
      },
      {
        reviews: [
          { rating: 3, deltaT: 0 },
          { rating: 3, deltaT: 2 },
          { rating: 1, deltaT: 5 },
        ],
        day: 17,
      },
    ]);
  });

  it('ratings on the same study day stay in the history, 0 days apart, but make no item', () => {
    const items = reviewItems([rating('a', 1, 10), rating('a', 3, 10), rating('a', 3, 11)]);
    expect(items).toEqual([
      {
        reviews: [
          { rating: 1, deltaT: 0 },
          { rating: 3, deltaT: 0 },
          { rating: 3, deltaT: 1 },
        ],
        day: 11,
      },
    ]);
  });

  it('keeps each card’s history apart', () => {
    const items = reviewItems([
      rating('a', 3, 1),
      rating('b', 1, 1),
      rating('b', 3, 2),
      rating('a', 4, 4),
    ]);
    expect(items.map((item) => item.reviews.map((review) => review.rating))).toEqual([
      [1, 3],
      [3, 4],
    ]);
  });

  it('holds out the latest items by day, not the last of each card', () => {
    const items = [5, 1, 4, 2, 3].map((day) => ({ reviews: [], day }));
    const { training, heldOut } = splitInTime(items, 0.4);
    expect(training.map((item) => item.day)).toEqual([1, 2, 3]);
    expect(heldOut.map((item) => item.day)).toEqual([4, 5]);
  });
});
