import { plural } from './plural';
import type { ReadinessView, TopicPerformance } from './progress';

/**
 * Texts the study screens show that the server's painted screens show too
 * (server/http/painted-quiz.ts, painted-flashcards.ts, painted-class-home.ts): one home for each.
 */

/** The heading of a question being answered. */
export const questionHeading = (number: number, total: number, topic: string) =>
  `Question ${number} of ${total} · ${topic}`;

/** What a question's choices ask for. */
export const choiceLegend = (multiple: boolean) =>
  multiple ? 'Choose every correct answer' : 'Choose one answer';

/** The quiz page's keyboard hint (Enter checks an answer in immediate mode). */
export const quizKeysHint = (immediate: boolean) =>
  `Keys: 1–6 or A–E choose, ← → move, F flags${immediate ? ', Enter checks' : ''}.`;

/** A flashcard session's keyboard hint. */
export const FLASHCARD_KEYS_HINT =
  'Keys: Space flips · 1 Again · 2 Hard · 3 Good · 4 Easy · U undoes';

/** A flashcard session's progress. */
export const sessionProgress = (review: boolean, done: number, left: number) =>
  `${review ? 'Review' : 'Cram (no schedule changes)'} · ${done} done, ${left} to go`;

/** The missed questions due, and the student's whole queue of them. */
export const missedDueCounts = (due: number, queued: number) =>
  `${due} due · ${queued} in your queue`;

/** A percentage as the progress screens show it: whole. */
export const wholePercent = (value: number) => `${Math.round(value)} %`;

/** What the readiness card says under its figure: the likely range, and what to do about it. */
export function readinessExplanation(readiness: ReadinessView) {
  const advice = readiness.ready
    ? 'Even the low end clears the pass mark.'
    : readiness.answers < 20
      ? 'More answers make the prediction surer.'
      : 'Practise the weak topics to raise it.';
  const unanswered =
    readiness.unanswered_topics > 0
      ? ` ${plural(readiness.unanswered_topics, 'final-exam topic')} without answers yet ${
          readiness.unanswered_topics === 1 ? 'counts' : 'count'
        } as 50 % until answered.`
      : '';
  return `Predicted final-exam score, likely between ${wholePercent(readiness.low)} and ${wholePercent(readiness.high)} (pass mark ${readiness.pass_mark} %), from ${plural(readiness.answers, 'recent answer')}. ${advice}${unanswered}`;
}

/** The weak topics, each with its recent accuracy. */
export const weakTopicsLine = (weak: readonly TopicPerformance[]) =>
  weak.map((topic) => `${topic.name} (${topic.accuracy ?? 0} %)`).join(', ');

/** After the streak's figure: "-day streak", with the longest when it was longer. */
export const streakSuffix = (streak: { current: number; longest: number }) =>
  `-day streak${streak.longest > streak.current ? ` (longest ${streak.longest})` : ''}`;

/** The readiness card without a prediction: no final-exam questions yet, or no answers yet. */
export const READINESS_WITHOUT_FINAL =
  "A prediction appears once the class's final exam has published questions.";
export const READINESS_WITHOUT_ANSWERS =
  'No answers yet: the predicted final-exam score appears with the first quiz.';

/** The weak areas card when no topic is weak. */
export const NO_WEAK_TOPIC =
  "No weak topic right now. Keep answering: a topic turns weak when its recent accuracy drops below the class's threshold.";

/** The missed-questions card with an empty queue. */
export const NO_MISSED_QUESTIONS =
  'None: a question you miss comes back here until you get it right.';
