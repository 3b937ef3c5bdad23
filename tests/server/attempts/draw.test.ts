import { describe, expect, it } from 'vitest';
import { choiceOrder, drillQuestions, shuffled } from '../../../server/services/attempts/draw';

/** A random source that answers these values in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};
const last = () => 0.999;

describe('shuffling', () => {
  it('answers a new array with the same items, leaving the input as it was', () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, sequence(0.3, 0.7, 0.1, 0.9));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('follows the random source (Fisher–Yates)', () => {
    expect(shuffled([1, 2, 3], last)).toEqual([1, 2, 3]);
    expect(shuffled([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });
});

describe('the choice order', () => {
  it('keeps the choices in order when they are not shuffled', () => {
    expect(choiceOrder(4, false, () => 0)).toEqual([0, 1, 2, 3]);
  });

  it('shuffles the positions otherwise', () => {
    expect(choiceOrder(3, true, () => 0)).toEqual([1, 2, 0]);
  });
});

describe("the weak-area drill's questions", () => {
  const candidates = [
    { questionId: 1, lastCorrect: true },
    { questionId: 2, lastCorrect: null },
    { questionId: 3, lastCorrect: false },
    { questionId: 4, lastCorrect: null },
    { questionId: 5, lastCorrect: false },
  ];

  it('asks those last answered wrongly first, then unseen ones, then the rest', () => {
    expect(drillQuestions(candidates, 10, last)).toEqual([3, 5, 2, 4, 1]);
  });

  it('asks at most the drill size, cutting from the end', () => {
    expect(drillQuestions(candidates, 3, last)).toEqual([3, 5, 2]);
  });

  it('draws at random within each group', () => {
    expect(drillQuestions(candidates, 10, () => 0)).toEqual([5, 3, 4, 2, 1]);
  });
});
