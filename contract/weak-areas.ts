import type { WeakAreaSettings } from './class-settings';
import { plural } from './plural';

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

/** A count as the form holds it (a number, or the text being typed) with its noun. */
const counted = (value: unknown, noun: string) =>
  typeof value === 'number' ? plural(value, noun) : `${String(value)} ${noun}s`;

/** The weak-area settings in plain words (the settings page shows them as they are edited). */
export function weakAreaSentence(value: Partial<Record<keyof WeakAreaSettings, unknown>>) {
  const lastAnswers =
    value.last_answers === 1 ? 'last answer' : `last ${counted(value.last_answers, 'answer')}`;
  return (
    `A topic is weak for a student when, over their ${lastAnswers} in ` +
    `it, fewer than ${String(value.accuracy_threshold)} % are correct — once they have answered ` +
    `at least ${counted(value.min_answers, 'question')} there. The weak-area drill asks ` +
    `${counted(value.drill_size, 'question')} from weak topics: first those they last got wrong, then ones they have not seen.`
  );
}
