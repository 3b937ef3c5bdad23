import { weakAreaReading, type WeakAreaRule } from '../../../contract';
import type { Executor } from '../../db/executor';
import { topicAnswerStats, type TopicAnswerStats } from '../../repositories/performance';

const NO_ANSWERS = { count: 0, correct: 0 };

/** A topic's accuracy and weakness by the class's rule, from the student's results in it. */
export const topicReading = (entry: TopicAnswerStats | undefined, rule: WeakAreaRule) =>
  weakAreaReading(entry?.latest ?? NO_ANSWERS, rule);

/**
 * A student's weak topics in a class (the drill draws from them), from the same results of closed
 * attempts the class home reads, in topic id order.
 */
export async function weakTopicIds(
  db: Executor,
  classId: number,
  userId: number,
  rule: WeakAreaRule,
) {
  const stats = await topicAnswerStats(db, classId, { userId, lastAnswers: rule.last_answers });
  return stats
    .filter((entry) => topicReading(entry, rule).weak)
    .map((entry) => entry.topicId)
    .sort((a, b) => a - b);
}
