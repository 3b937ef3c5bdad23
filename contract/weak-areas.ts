import type { WeakAreaSettings } from './class-settings';

/** The weak-area settings that decide whether a topic is weak (the drill's size is not among them). */
export type WeakAreaRule = Pick<
  WeakAreaSettings,
  'last_answers' | 'accuracy_threshold' | 'min_answers'
>;

/** A student's latest answers in a topic, at most the rule's `last_answers`: how many, how many right. */
export type LatestAnswers = { count: number; correct: number };

/**
 * The weak-area rule, the one the class home and the drill both read: % right over the latest
 * answers in the topic, and weak when below `accuracy_threshold` once `min_answers` are counted.
 */
export function weakAreaReading(latest: LatestAnswers, rule: WeakAreaRule) {
  if (latest.count === 0) return { accuracy: null, weak: false };
  const accuracy = (100 * latest.correct) / latest.count;
  return {
    accuracy: Math.round(accuracy),
    weak: latest.count >= rule.min_answers && accuracy < rule.accuracy_threshold,
  };
}

/** The weak-area settings in plain words (the settings page shows them as they are edited). */
export function weakAreaSentence(value: Partial<Record<keyof WeakAreaSettings, unknown>>) {
  return (
    `A topic is weak for a student when, over their last ${String(value.last_answers)} answers in ` +
    `it, fewer than ${String(value.accuracy_threshold)} % are correct — once they have answered ` +
    `at least ${String(value.min_answers)} questions there. The weak-area drill asks ` +
    `${String(value.drill_size)} questions from weak topics: first those they last got wrong, then ones they have not seen.`
  );
}
