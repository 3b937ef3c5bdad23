import { spreadEvenly } from '../../../src/features/teacher/settings/topic-weights';

const topic = (id: number, published: number) => ({
  id,
  name: `Topic ${id}`,
  published_question_count: published,
});

describe('spreading the weights evenly', () => {
  it('gives a topic without published questions no weight and the rest add up to 100', () => {
    expect(spreadEvenly([topic(1, 4), topic(2, 0), topic(3, 9), topic(4, 1)])).toEqual([
      { topic_id: 1, weight: 34 },
      { topic_id: 2, weight: 0 },
      { topic_id: 3, weight: 33 },
      { topic_id: 4, weight: 33 },
    ]);
  });

  it('gives no weight at all when no topic has published questions', () => {
    expect(spreadEvenly([topic(1, 0), topic(2, 0)])).toEqual([
      { topic_id: 1, weight: 0 },
      { topic_id: 2, weight: 0 },
    ]);
  });
});
