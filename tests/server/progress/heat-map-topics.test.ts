import { describe, expect, it } from 'vitest';
import { heatMapTopics } from '../../../server/services/progress/performance';

const topic = (id: number, published: number) => ({
  id,
  name: `Topic ${id}`,
  published_question_count: published,
});

describe('the heat map topics', () => {
  it('are the topics with published questions', () => {
    expect(heatMapTopics([topic(1, 3), topic(2, 0)], []).map((entry) => entry.id)).toEqual([1]);
  });

  it('keep a topic answered before its questions were retired', () => {
    const topics = [topic(1, 3), topic(2, 0)];
    expect(heatMapTopics(topics, [{ topicId: 2 }]).map((entry) => entry.id)).toEqual([1, 2]);
  });
});
