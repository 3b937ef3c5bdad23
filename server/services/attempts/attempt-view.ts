import { apiPath, type AnswerFeedback, type AttemptView } from '../../../contract';
import type { Database } from '../../db/client';
import {
  getAttempt,
  loadAnswers,
  loadAttemptQuestions,
  type AnswerRow,
  type AttemptQuestionRow,
  type AttemptRow,
} from '../../repositories/attempts';
import { getQuiz } from '../../repositories/quizzes';
import { correctPositions } from './grading';
import { notFound } from '../../errors/api-error';

export const figureUrl = (hash: string | null) => (hash ? apiPath('figure', { hash }) : null);

/** The choices in the attempt's frozen order, as id (position in the version) and text only. */
export const shownChoices = (question: AttemptQuestionRow) =>
  question.choiceOrder.map((position) => ({
    id: position,
    text: question.choices[position]?.text ?? '',
  }));

export function feedbackOf(
  question: AttemptQuestionRow,
  answer: AnswerRow | undefined,
): AnswerFeedback {
  return {
    slot: question.slot,
    correct: answer?.correct === true,
    correct_choice_ids: correctPositions(question.choices),
    explanation: question.explanation,
    reference: question.reference,
  };
}

/** The attempt as stored (404 when there is none); `closeIfOverdue` makes it current. */
export async function findAttempt(db: Database, attemptId: number) {
  const attempt = await getAttempt(db, attemptId);
  if (!attempt) throw notFound('attempt');
  return attempt;
}

/**
 * The attempt as the quiz page needs it. Until an answer is locked in (immediate mode), nothing
 * says which choice is right and no explanation is sent.
 */
export async function attemptView(
  db: Database,
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptView> {
  const [questions, answers, quiz] = await Promise.all([
    loadAttemptQuestions(db, attempt.id),
    loadAnswers(db, attempt.id),
    getQuiz(db, attempt.classId, attempt.quizId),
  ]);
  const answerOf = new Map(answers.map((answer) => [answer.slot, answer]));
  return {
    id: attempt.id,
    quiz_id: attempt.quizId,
    class_id: attempt.classId,
    student_id: attempt.userId,
    quiz_title: quiz?.title ?? '',
    status: attempt.status,
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt?.toISOString() ?? null,
    server_now: now.toISOString(),
    explanation_mode: attempt.explanationMode,
    questions: questions.map((question) => ({
      slot: question.slot,
      question_id: question.questionId,
      stem: question.stem,
      figure_url: figureUrl(question.figureHash),
      multiple: question.multiple,
      choices: shownChoices(question),
      topic_id: question.topicId,
      topic_name: question.topicName,
    })),
    // Placeholders the grading wrote for unanswered questions (client_seq 0) are no answers.
    answers: answers
      .filter((answer) => answer.clientSeq > 0)
      .map((answer) => ({
        slot: answer.slot,
        choice_ids: answer.choiceIds,
        flagged: answer.flagged,
        client_seq: answer.clientSeq,
        locked: answer.locked,
        saved_at: answer.savedAt.toISOString(),
      })),
    locked_results: questions
      .filter((question) => answerOf.get(question.slot)?.locked)
      .map((question) => feedbackOf(question, answerOf.get(question.slot))),
  };
}
