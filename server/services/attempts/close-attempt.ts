import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { addTopicResults } from '../../repositories/performance';
import {
  closeAttemptRow,
  getAttempt,
  loadAnswers,
  loadAttemptQuestions,
  writeGrades,
  type AttemptRow,
} from '../../repositories/attempts';
import { getQuiz } from '../../repositories/quizzes';
import { queueScores } from '../../course-platforms/lti/grades/queue-scores';
import { recordAttemptProgress } from '../progress/award';
import { correctPositions, isCorrect, passes, scorePercent } from './grading';
import { isOverdue } from './overdue';
import { enqueueMissed } from '../missed-questions/enqueue';

/**
 * Grades an open attempt from the answers saved, closes it, puts the questions missed into the
 * student's missed-question queue, records the points and badges it earns and queues its score for the course platforms' gradebooks, in the caller's transaction.
 * `expired`: closed at its deadline by the server. Closing an attempt already closed changes
 * nothing (two closers race: one wins).
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
    questionId: question.questionId,
    answered: (chosen.get(question.slot) ?? []).length > 0,
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
  // An unanswered question is no answer, so no miss either.
  await enqueueMissed(db, {
    userId: attempt.userId,
    classId: attempt.classId,
    questionIds: grades
      .filter((grade) => grade.answered && !grade.correct)
      .map((g) => g.questionId),
    now,
  });
  await addTopicResults(db, attempt.id);
  await queueScores(db, { ...attempt, correctCount, questionCount: questions.length }, now);
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

/**
 * Closes an attempt whose time ran out while nobody looked (as it stood at its deadline, counting
 * the answers saved in time) and answers the attempt as it now is; any other attempt is answered
 * as it is. Whatever reads or changes an attempt calls it first, so that it works on a current one.
 */
export async function closeIfOverdue(db: Database, attempt: AttemptRow, now: Date) {
  if (!isOverdue(attempt, now)) return attempt;
  await db.transaction((tx) => closeAttempt(tx, attempt, 'expired', now));
  return (await getAttempt(db, attempt.id)) ?? attempt;
}
