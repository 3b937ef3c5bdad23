import type {
  AttemptResult,
  AttemptReview,
  ClassSettings,
  ReviewAvailability,
  ReviewFilter,
} from '../../../contract';
import type { Database } from '../../db/client';
import {
  loadAnswers,
  loadAttemptQuestions,
  stillPublished,
  type AttemptRow,
} from '../../repositories/attempts';
import { readClassSettings } from '../../repositories/class-settings';
import { getQuiz } from '../../repositories/quizzes';
import { figureUrl, shownChoices } from './attempt-view';
import { correctPositions } from './grading';
import { conflict } from '../../errors/api-error';
import { attemptEarnings } from '../progress/attempt-earnings';

const REVIEW_OF_POLICY: Record<ClassSettings['final_exam']['review'], ReviewAvailability> = {
  score: 'score_only',
  missed: 'missed',
  all: 'everything',
};

/** What the review may show: practice and drills everything; the final exam what the class allows. */
const reviewAvailability = (kind: string, settings: ClassSettings | null): ReviewAvailability =>
  kind === 'final' && settings ? REVIEW_OF_POLICY[settings.final_exam.review] : 'everything';

async function gradedAttempt(db: Database, attempt: AttemptRow) {
  if (attempt.status === 'open') throw conflict('This attempt is still open.');
  const [questions, answers, quiz, settings] = await Promise.all([
    loadAttemptQuestions(db, attempt.id),
    loadAnswers(db, attempt.id),
    getQuiz(db, attempt.classId, attempt.quizId),
    readClassSettings(db, attempt.classId),
  ]);
  const answerOf = new Map(answers.map((answer) => [answer.slot, answer]));
  return { questions, answerOf, quiz, settings };
}

/** The result of a closed attempt. */
export async function attemptResult(db: Database, attempt: AttemptRow): Promise<AttemptResult> {
  const { questions, answerOf, quiz, settings } = await gradedAttempt(db, attempt);
  const kind = quiz?.kind ?? 'practice';
  const topics = new Map<
    number,
    { topic_id: number; topic_name: string; correct: number; total: number }
  >();
  const missedQuestionIds: number[] = [];
  const missedObjectives = new Set<string>();
  for (const question of questions) {
    const right = answerOf.get(question.slot)?.correct === true;
    const entry = topics.get(question.topicId) ?? {
      topic_id: question.topicId,
      topic_name: question.topicName,
      correct: 0,
      total: 0,
    };
    entry.total += 1;
    if (right) entry.correct += 1;
    topics.set(question.topicId, entry);
    if (!right) {
      missedQuestionIds.push(question.questionId);
      if (question.learningObjective) missedObjectives.add(question.learningObjective);
    }
  }
  const submittedAt = attempt.submittedAt ?? attempt.startedAt;
  const [stillThere, earned] = await Promise.all([
    kind === 'final' ? [] : stillPublished(db, missedQuestionIds),
    attemptEarnings(db, attempt),
  ]);
  return {
    attempt_id: attempt.id,
    quiz_id: attempt.quizId,
    quiz_title: quiz?.title ?? '',
    kind,
    status: attempt.status,
    score_percent: attempt.scorePercent ?? 0,
    correct_count: attempt.correctCount ?? 0,
    question_count: questions.length,
    passed: attempt.passed ?? false,
    pass_mark: attempt.passMark,
    started_at: attempt.startedAt.toISOString(),
    submitted_at: submittedAt.toISOString(),
    time_used_seconds: timeUsedSeconds(attempt.startedAt, submittedAt),
    topics: [...topics.values()],
    missed_learning_objectives: [...missedObjectives].sort(),
    review_available: reviewAvailability(kind, settings),
    can_retake_missed: stillThere.length > 0,
    earned,
  };
}

/**
 * The review of a closed attempt, as its policy allows (the class's teachers see everything),
 * filtered to all, missed or flagged questions.
 */
export async function attemptReview(
  db: Database,
  attempt: AttemptRow,
  filter: ReviewFilter,
  teaches: boolean,
): Promise<AttemptReview> {
  const result = await attemptResult(db, attempt);
  const { questions, answerOf } = await gradedAttempt(db, attempt);
  const allowed = teaches ? 'everything' : result.review_available;
  if (allowed === 'score_only') return { result, items: [] };
  const items = questions
    .map((question) => {
      const answer = answerOf.get(question.slot);
      return {
        slot: question.slot,
        question_id: question.questionId,
        stem: question.stem,
        figure_url: figureUrl(question.figureHash),
        multiple: question.multiple,
        choices: shownChoices(question),
        chosen_ids: answer?.choiceIds ?? [],
        correct_choice_ids: correctPositions(question.choices),
        correct: answer?.correct === true,
        flagged: answer?.flagged ?? false,
        explanation: question.explanation,
        reference: question.reference,
        learning_objective: question.learningObjective,
      };
    })
    .filter((item) => allowed === 'everything' || !item.correct)
    .filter((item) => filter === 'all' || (filter === 'missed' ? !item.correct : item.flagged));
  return { result, items };
}

/** The time an attempt took, start to submission, in whole seconds. */
export function timeUsedSeconds(startedAt: Date, submittedAt: Date) {
  return Math.max(0, Math.round((submittedAt.getTime() - startedAt.getTime()) / 1000));
}
