import { describe, expect, it } from 'vitest';
import { readiness, topicAccuracy } from '../../../server/services/progress/readiness';

const answers = (right: number, wrong: number) => [
  ...Array<boolean>(right).fill(true),
  ...Array<boolean>(wrong).fill(false),
];
const EVEN = [
  { topic_id: 1, weight: 50 },
  { topic_id: 2, weight: 50 },
];

describe('topic accuracy', () => {
  it('reads a topic never answered as 50 %, very unsure', () => {
    const accuracy = topicAccuracy([]);
    expect(accuracy.mean).toBe(0.5);
    // Beta(1, 1): variance 1/12
    expect(accuracy.variance).toBeCloseTo(1 / 12);
  });

  it('counts a recent answer more than an old one', () => {
    const rightLately = topicAccuracy([...answers(5, 0), ...answers(0, 5)]);
    const wrongLately = topicAccuracy([...answers(0, 5), ...answers(5, 0)]);
    expect(rightLately.mean).toBeGreaterThan(0.5);
    expect(wrongLately.mean).toBeLessThan(0.5);
  });

  it('grows surer with more answers', () => {
    expect(topicAccuracy(answers(40, 10)).variance).toBeLessThan(
      topicAccuracy(answers(4, 1)).variance,
    );
  });
});

describe('readiness', () => {
  it('weights the topics as the final exam does', () => {
    const strongInHeavyTopic = readiness(
      [
        { topicId: 1, correct: answers(50, 0) },
        { topicId: 2, correct: answers(0, 50) },
      ],
      [
        { topic_id: 1, weight: 80 },
        { topic_id: 2, weight: 20 },
      ],
      70,
    )!;
    expect(strongInHeavyTopic.predicted).toBeGreaterThan(70);
    expect(strongInHeavyTopic.predicted).toBeLessThan(80);
  });

  it('is ready when even the low end of the range clears the pass mark', () => {
    const result = readiness(
      [
        { topicId: 1, correct: answers(48, 2) },
        { topicId: 2, correct: answers(47, 3) },
      ],
      EVEN,
      70,
    )!;
    expect(result.low).toBeGreaterThanOrEqual(70);
    expect(result.ready).toBe(true);
  });

  it('is not ready on a few lucky answers: the range is too wide', () => {
    const result = readiness(
      [
        { topicId: 1, correct: answers(3, 0) },
        { topicId: 2, correct: answers(3, 0) },
      ],
      EVEN,
      70,
    )!;
    expect(result.predicted).toBeGreaterThan(70);
    expect(result.low).toBeLessThan(70);
    expect(result.ready).toBe(false);
  });

  it('counts an unanswered weighted topic as unknown, not as mastered', () => {
    const result = readiness([{ topicId: 1, correct: answers(50, 0) }], EVEN, 70)!;
    expect(result.predicted).toBeLessThan(80);
    expect(result.ready).toBe(false);
  });

  it('counts the weighted topics that have no answers yet', () => {
    const result = readiness([{ topicId: 1, correct: answers(0, 12) }], EVEN, 70)!;
    expect(result.unansweredTopics).toBe(1);
  });

  it('ignores topics the final exam does not weigh', () => {
    const withOther = readiness(
      [
        { topicId: 1, correct: answers(40, 10) },
        { topicId: 9, correct: answers(0, 50) },
      ],
      [{ topic_id: 1, weight: 100 }],
      70,
    )!;
    const without = readiness(
      [{ topicId: 1, correct: answers(40, 10) }],
      [{ topic_id: 1, weight: 100 }],
      70,
    )!;
    expect(withOther).toEqual(without);
  });

  it('predicts nothing without weights', () => {
    expect(readiness([{ topicId: 1, correct: answers(5, 0) }], [], 70)).toBeNull();
  });

  it('keeps the range between 0 and 100 %', () => {
    const result = readiness(
      [{ topicId: 1, correct: answers(50, 0) }],
      [{ topic_id: 1, weight: 1 }],
      70,
    )!;
    expect(result.high).toBeLessThanOrEqual(100);
    expect(result.low).toBeGreaterThanOrEqual(0);
  });
});
