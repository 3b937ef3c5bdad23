export type WeightedTopic = { topicId: number; weight: number; available: number };
export type Allocation = { topicId: number; wanted: number; drawn: number };

/**
 * How many of `count` questions each topic gets: its share of the weights (largest remainders
 * round, so the shares add up to `count`), then capped at the published questions it has. Missing
 * questions are not moved to other topics: the exam stays true to the weights and the teacher is warned.
 */
export function allocateByWeight(count: number, topics: readonly WeightedTopic[]): Allocation[] {
  const total = topics.reduce((sum, topic) => sum + topic.weight, 0);
  if (total <= 0) return topics.map((topic) => ({ topicId: topic.topicId, wanted: 0, drawn: 0 }));
  const exact = topics.map((topic) => (count * topic.weight) / total);
  const wanted = exact.map(Math.floor);
  let left = count - wanted.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    wanted[index] = (wanted[index] ?? 0) + 1;
    left -= 1;
  }
  return topics.map((topic, index) => {
    const share = wanted[index] ?? 0;
    return { topicId: topic.topicId, wanted: share, drawn: Math.min(share, topic.available) };
  });
}

/** The weights in use: the teacher's, or (none, or all 0) every topic with published questions alike. */
export function effectiveWeights(
  weights: readonly { topic_id: number; weight: number }[],
  topics: readonly { id: number; published_question_count: number }[],
): { topic_id: number; weight: number }[] {
  if (weights.some((entry) => entry.weight > 0)) return [...weights];
  return topics
    .filter((topic) => topic.published_question_count > 0)
    .map((topic) => ({ topic_id: topic.id, weight: 1 }));
}
