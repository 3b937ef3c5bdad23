import type { ExamTopic, FinalExamSettings } from '../../../../contract/class-settings';

/** One weight row per topic of the class, in topic order (0 where none is saved). */
export function weightRows(
  settings: Pick<FinalExamSettings, 'topic_weights'>,
  topics: readonly ExamTopic[],
) {
  const saved = new Map(settings.topic_weights.map((entry) => [entry.topic_id, entry.weight]));
  return topics.map((topic) => ({ topic_id: topic.id, weight: saved.get(topic.id) ?? 0 }));
}

/**
 * Whole-number weights as equal as can be over the topics with published questions, adding up to
 * 100 (the first of them get the rest); a topic with none gets 0, as the exam could draw nothing
 * from it.
 */
export function spreadEvenly(topics: readonly ExamTopic[]) {
  const drawable = topics.filter((topic) => topic.published_question_count > 0);
  const base = drawable.length === 0 ? 0 : Math.floor(100 / drawable.length);
  const rest = drawable.length === 0 ? 0 : 100 - base * drawable.length;
  return topics.map((topic) => {
    const rank = drawable.indexOf(topic);
    return { topic_id: topic.id, weight: rank < 0 ? 0 : base + (rank < rest ? 1 : 0) };
  });
}
