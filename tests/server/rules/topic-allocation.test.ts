import { describe, expect, it } from 'vitest';
import { allocateByWeight, effectiveWeights } from '../../../contract/topic-allocation';

describe('allocateByWeight', () => {
  it('gives each topic its share of the questions', () => {
    expect(
      allocateByWeight(60, [
        { topicId: 1, weight: 50, available: 100 },
        { topicId: 2, weight: 50, available: 100 },
      ]).map((share) => share.wanted),
    ).toEqual([30, 30]);
  });

  it('rounds by largest remainders so the shares add up to the count', () => {
    const shares = allocateByWeight(10, [
      { topicId: 1, weight: 33, available: 10 },
      { topicId: 2, weight: 33, available: 10 },
      { topicId: 3, weight: 34, available: 10 },
    ]);
    expect(shares.map((share) => share.wanted)).toEqual([3, 3, 4]);
  });

  it('draws no more than a topic has published', () => {
    expect(allocateByWeight(10, [{ topicId: 1, weight: 100, available: 4 }])).toEqual([
      { topicId: 1, wanted: 10, drawn: 4 },
    ]);
  });
});

describe('effectiveWeights', () => {
  it('without weights, every topic with published questions counts alike', () => {
    expect(
      effectiveWeights(
        [],
        [
          { id: 1, published_question_count: 3 },
          { id: 2, published_question_count: 0 },
        ],
      ),
    ).toEqual([{ topic_id: 1, weight: 1 }]);
  });
});
