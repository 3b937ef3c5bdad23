import { addTopicResults } from '../../repositories/performance';
import { ANSWER_GRACE_SECONDS } from '../../../contract';
import type { Executor } from '../../db/executor';
import {
  closeAttemptRow,
  loadAnswers,
  loadAttemptQuestions,
  writeGrades,
  type AttemptRow,
} from '../../repositories/attempts';
import { getQuiz } from '../../repositories/quizzes';
import { recordAttemptProgress } from '../progress/award';
import { correctPositions, isCorrect, passes, scorePercent } from './grading';

/** Whether an open attempt's time is up: past its deadline and the network grace. */
export const isOverdue = (attempt: Pick<AttemptRow, 'status' | 'deadlineAt'>, now: Date) =>
  attempt.status === 'open' &&
  attempt.deadlineAt !== null &&
  now.getTime() > attempt.deadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000;

/**
 * Grades an open attempt from the answers saved, closes it and records the points and badges it
 * earns, in the caller's transaction. `expired`: closed at its deadline by the server. Closing an
 * attempt already closed changes nothing (two closers race: one wins).
 */
export async function closeAttempt(
  db: Executor,
  attempt: AttemptRow,
  status: 'submitted' | 'expired',
  now: Date,
) {
  const [questions, answers] = await Promise.all([
    loadAttemptQuestions(db, attempt.id),
    loadAnswers(db, attempt.id),
  ]);
  const chosen = new Map(answers.map((answer) => [answer.slot, answer.choiceIds]));
  const grades = questions.map((question) => ({
    slot: question.slot,
    correct: isCorrect(chosen.get(question.slot) ?? [], correctPositions(question.choices)),
  }));
  const correctCount = grades.filter((grade) => grade.correct).length;
  const score = scorePercent(correctCount, questions.length);
  const submittedAt = status === 'expired' && attempt.deadlineAt ? attempt.deadlineAt : now;
  const closed = await closeAttemptRow(db, attempt.id, {
    status,
    submittedAt,
    correctCount,
    scorePercent: score,
    passed: passes(score, attempt.passMark),
  });
  if (!closed) return;
  await writeGrades(db, attempt.id, grades, submittedAt);
  await addTopicResults(db, attempt.id);
  const quiz = await getQuiz(db, attempt.classId, attempt.quizId);
  await recordAttemptProgress(
    db,
    {
      attemptId: attempt.id,
      classId: attempt.classId,
      userId: attempt.userId,
      kind: quiz?.kind ?? 'practice',
      questionCount: questions.length,
      correctCount,
      passed: passes(score, attempt.passMark),
    },
    now,
  );
}
