import { covariance, mean, standardDeviation, variance } from './descriptive';

/**
 * One finished attempt as the statistics see it: the mark of each question it held (1 right, 0
 * wrong, null left unanswered; every question is worth one mark). An unanswered question scores
 * zero in the attempt's score (the test statistics) but is no answer to the question (its item
 * statistics leave the attempt out). Moodle's statistics use each student's first finished
 * attempt; the caller chooses them.
 */
export type AttemptMarks = ReadonlyMap<number, number | null>;

export type ItemStatistics = {
  questionId: number;
  attempts: number;
  /** % of the available mark scored on average: how easy the question is. */
  facility: number;
  /** Standard deviation of the question's mark, in % of its mark. */
  standardDeviation: number;
  /** 100 × correlation of the question's mark with the rest of the test's (null: undefined). */
  discriminationIndex: number | null;
  /** 100 × that covariance over the largest covariance the same marks could have (null: undefined). */
  discriminativeEfficiency: number | null;
};

export type TestStatistics = {
  attempts: number;
  /** Mean score, % of the test's marks. */
  mean: number;
  /** Standard deviation of the score, % of the test's marks. */
  standardDeviation: number;
  /** Cronbach's alpha × 100 (Moodle's coefficient of internal consistency); null below 2 questions. */
  internalConsistency: number | null;
};

/** The questions' ids in the order they first appear. */
const questionsOf = (attempts: readonly AttemptMarks[]) => [
  ...new Set(attempts.flatMap((attempt) => [...attempt.keys()])),
];

const total = (attempt: AttemptMarks) =>
  [...attempt.values()].reduce<number>((sum, mark) => sum + (mark ?? 0), 0);

/** The attempts that answered the question, each with its mark for it. */
const answersTo = (attempts: readonly AttemptMarks[], questionId: number) =>
  attempts.flatMap((attempt) => {
    const mark = attempt.get(questionId);
    return mark === undefined || mark === null ? [] : [{ attempt, mark }];
  });

/** The largest covariance two series with these values could have: both sorted the same way. */
const maximumCovariance = (xs: readonly number[], ys: readonly number[]) =>
  covariance(
    [...xs].sort((a, b) => a - b),
    [...ys].sort((a, b) => a - b),
  );

/** Moodle's per-question statistics, over the attempts that answered the question. */
export function itemStatistics(attempts: readonly AttemptMarks[]): ItemStatistics[] {
  return questionsOf(attempts).flatMap((questionId) => {
    const answers = answersTo(attempts, questionId);
    if (answers.length === 0) return [];
    const marks = answers.map((answer) => answer.mark);
    const restOfTest = answers.map((answer) => total(answer.attempt) - answer.mark);
    const shared = covariance(marks, restOfTest);
    const spread = Math.sqrt(variance(marks) * variance(restOfTest));
    const largest = maximumCovariance(marks, restOfTest);
    return {
      questionId,
      attempts: answers.length,
      facility: 100 * mean(marks),
      standardDeviation: 100 * standardDeviation(marks),
      discriminationIndex: spread > 0 ? (100 * shared) / spread : null,
      discriminativeEfficiency: largest > 0 ? (100 * shared) / largest : null,
    };
  });
}

/**
 * The test as a whole. Cronbach's alpha, k/(k−1) × (1 − Σ item variances / score variance), with
 * k the questions per attempt; when attempts drew different questions (a final exam drawn per
 * topic weight) the sum of item variances is k × their mean, the usual estimate for drawn tests.
 */
export function testStatistics(attempts: readonly AttemptMarks[]): TestStatistics {
  const scores = attempts.map((attempt) =>
    attempt.size === 0 ? 0 : (100 * total(attempt)) / attempt.size,
  );
  const questionsPerAttempt = Math.round(mean(attempts.map((attempt) => attempt.size)));
  const itemVariances = questionsOf(attempts).map((questionId) =>
    variance(
      attempts.flatMap((attempt) =>
        attempt.has(questionId) ? [attempt.get(questionId) ?? 0] : [],
      ),
    ),
  );
  const totals = attempts.map(total);
  const scoreVariance = variance(totals);
  const k = questionsPerAttempt;
  const alpha =
    k < 2 || scoreVariance === 0
      ? null
      : 100 * (k / (k - 1)) * (1 - (k * mean(itemVariances)) / scoreVariance);
  return {
    attempts: attempts.length,
    mean: mean(scores),
    standardDeviation: standardDeviation(scores),
    internalConsistency: alpha,
  };
}

/** Below this many attempts a question's figures say too little to judge it. */
export const MIN_ATTEMPTS_TO_JUDGE = 10;

/** A plain-words hint when the figures suggest a problem with the question, else null. */
export function questionHint(item: ItemStatistics): string | null {
  if (item.attempts < MIN_ATTEMPTS_TO_JUDGE) return null;
  if (item.discriminationIndex !== null && item.discriminationIndex < 0) {
    return 'Students who do well overall tend to get this one wrong: check that the right choice is marked correct.';
  }
  if (item.facility < 20) {
    return 'Very few students get this right: check the marked answer and the wording.';
  }
  if (item.discriminationIndex !== null && item.discriminationIndex < 20) {
    return 'This question hardly tells strong and weak students apart: the wording may be unclear or misleading.';
  }
  if (item.facility > 95)
    return 'Almost everyone gets this right: it may be too easy to teach much.';
  return null;
}
