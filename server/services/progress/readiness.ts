/**
 * Readiness: the final-exam score a student would likely get now, from their recent answers in each
 * topic weighted as the final exam weights the topics, with how sure that is.
 */

/** One answer in a topic, newest first in the lists below. */
export type TopicAnswers = { topicId: number; correct: readonly boolean[] };

export type Readiness = {
  /** Predicted final-exam score, %. */
  predicted: number;
  /** The range the score most likely falls in (95 %), %. */
  low: number;
  high: number;
  /** The prediction clears the pass mark even at the low end of the range. */
  ready: boolean;
  answers: number;
  /** Weighted topics with no answers yet: each reads as 50 % until answered. */
  unansweredTopics: number;
};

/** How many of a topic's latest answers count. */
export const RECENT_ANSWERS = 50;
/** An answer this many answers older counts half as much (recent work tells more). */
export const HALF_LIFE_ANSWERS = 15;

/**
 * A topic's accuracy as a Beta distribution: one right and one wrong answer assumed before any
 * real one (so a topic never answered reads as 50 % and very unsure), each real answer weighted by
 * how recent it is.
 */
export function topicAccuracy(correct: readonly boolean[]) {
  let right = 0;
  let wrong = 0;
  correct.slice(0, RECENT_ANSWERS).forEach((isRight, age) => {
    const weight = 0.5 ** (age / HALF_LIFE_ANSWERS);
    if (isRight) right += weight;
    else wrong += weight;
  });
  return betaAccuracy(right, wrong, Math.min(correct.length, RECENT_ANSWERS));
}

export type TopicAccuracy = { mean: number; variance: number; answers: number };

/** The same from the recency-weighted sums of right and wrong answers (as the database adds them). */
export function betaAccuracy(weightedRight: number, weightedWrong: number, answers: number) {
  const right = 1 + weightedRight;
  const wrong = 1 + weightedWrong;
  const n = right + wrong;
  return { mean: right / n, variance: (right * wrong) / (n * n * (n + 1)), answers };
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * `weights`: the final exam's topic weights in use (see effectiveWeights); topics without a
 * weight do not count. No weights: no prediction (null).
 */
export function readiness(
  answers: readonly TopicAnswers[],
  weights: readonly { topic_id: number; weight: number }[],
  passMark: number,
): Readiness | null {
  const accuracies = new Map(
    answers.map((entry) => [entry.topicId, topicAccuracy(entry.correct)] as const),
  );
  return readinessOf(accuracies, weights, passMark);
}

const UNANSWERED = betaAccuracy(0, 0, 0);

/** Readiness from each topic's accuracy (topics missing from the map have no answers yet). */
export function readinessOf(
  accuracies: ReadonlyMap<number, TopicAccuracy>,
  weights: readonly { topic_id: number; weight: number }[],
  passMark: number,
): Readiness | null {
  const counted = weights.filter((entry) => entry.weight > 0);
  const totalWeight = counted.reduce((sum, entry) => sum + entry.weight, 0);
  if (totalWeight === 0) return null;
  let predicted = 0;
  let variance = 0;
  let answerCount = 0;
  let unansweredTopics = 0;
  for (const { topic_id, weight } of counted) {
    const share = weight / totalWeight;
    const accuracy = accuracies.get(topic_id) ?? UNANSWERED;
    predicted += share * accuracy.mean;
    variance += share * share * accuracy.variance;
    answerCount += accuracy.answers;
    if (accuracy.answers === 0) unansweredTopics += 1;
  }
  const margin = 1.96 * Math.sqrt(variance);
  const low = clampPercent(100 * (predicted - margin));
  return {
    predicted: clampPercent(100 * predicted),
    low,
    high: clampPercent(100 * (predicted + margin)),
    ready: low >= passMark,
    answers: answerCount,
    unansweredTopics,
  };
}
