import type {
  ItemStatisticsView,
  MostMissed,
  QuestionStatistics,
  QuizStatistics,
} from '../../../contract';
import type { Database } from '../../db/client';
import {
  marksOfAttemptsHolding,
  marksOfQuiz,
  mostMissed,
  type FirstAttemptMark,
} from '../../repositories/statistics';
import { listQuestionVersions } from '../../repositories/questions';
import { choicesPickedByVersion } from './choice-distribution';
import {
  itemStatistics,
  questionHint,
  testStatistics,
  type AttemptMarks,
  type ItemStatistics,
} from './question-statistics';

/** Each attempt's marks, as the statistics read them (null: left unanswered). */
function byAttempt(marks: readonly FirstAttemptMark[]): AttemptMarks[] {
  const attempts = new Map<number, Map<number, number | null>>();
  for (const mark of marks) {
    const attempt = attempts.get(mark.attemptId) ?? new Map<number, number | null>();
    attempt.set(mark.questionId, mark.choiceIds.length === 0 ? null : mark.correct ? 1 : 0);
    attempts.set(mark.attemptId, attempt);
  }
  return [...attempts.values()];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const maybe = (value: number | null) => (value === null ? null : oneDecimal(value));

const view = (item: ItemStatistics): ItemStatisticsView => ({
  question_id: item.questionId,
  attempts: item.attempts,
  facility: oneDecimal(item.facility),
  standard_deviation: oneDecimal(item.standardDeviation),
  discrimination_index: maybe(item.discriminationIndex),
  discriminative_efficiency: maybe(item.discriminativeEfficiency),
  hint: questionHint(item),
});

/** One question's statistics and how often each choice of each version was picked. */
export async function questionStatistics(
  db: Database,
  classId: number,
  questionId: number,
  currentVersion: number,
): Promise<QuestionStatistics> {
  const marks = await marksOfAttemptsHolding(db, classId, questionId);
  const item = itemStatistics(byAttempt(marks)).find((entry) => entry.questionId === questionId);
  const versions = await listQuestionVersions(db, questionId);
  return {
    item: item ? view(item) : null,
    versions: choicesPickedByVersion(
      versions,
      marks.filter((mark) => mark.questionId === questionId),
      currentVersion,
    ),
  };
}

/** The test statistics of a quiz (the final exam above all) and its questions'. */
export async function quizStatistics(
  db: Database,
  classId: number,
  quizId: number,
): Promise<QuizStatistics> {
  const attempts = byAttempt(await marksOfQuiz(db, classId, quizId));
  const test = testStatistics(attempts);
  return {
    attempts: test.attempts,
    mean: oneDecimal(test.mean),
    standard_deviation: oneDecimal(test.standardDeviation),
    internal_consistency: maybe(test.internalConsistency),
    items: itemStatistics(attempts)
      .map(view)
      .sort((a, b) => a.facility - b.facility),
  };
}

export const MOST_MISSED_MIN_ANSWERS = 5;
export const MOST_MISSED_LISTED = 20;

/** The class's most missed questions. */
export const mostMissedQuestions = (db: Database, classId: number): Promise<MostMissed> =>
  mostMissed(db, classId, { minAnswers: MOST_MISSED_MIN_ANSWERS, limit: MOST_MISSED_LISTED });
