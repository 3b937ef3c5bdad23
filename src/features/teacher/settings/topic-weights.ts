import type { ExamTopic, FinalExamSettings } from '../../../../contract/class-settings';

/** One weight row per topic of the class, in topic order (0 where none is saved). */
export function weightRows(
  settings: Pick<FinalExamSettings, 'topic_weights'>,
  topics: readonly ExamTopic[],
) {
  const saved = new Map(settings.topic_weights.map((entry) => [entry.topic_id, entry.weight]));
  return topics.map((topic) => ({ topic_id: topic.id, weight: saved.get(topic.id) ?? 0 }));
}

/** Whole-number weights as equal as can be, adding up to 100 (the first topics get the rest). */
export function spreadEvenly(topics: readonly ExamTopic[]) {
  if (topics.length === 0) return [];
  const base = Math.floor(100 / topics.length);
  const rest = 100 - base * topics.length;
  return topics.map((topic, index) => ({
    topic_id: topic.id,
    weight: base + (index < rest ? 1 : 0),
  }));
}
