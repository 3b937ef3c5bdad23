import { ATTEMPT_MESSAGES, type SaveAnswerBody, type SaveAnswerResult } from '../../../contract';
import type { Database } from '../../db/client';
import {
  loadAnswers,
  loadAttemptQuestions,
  upsertAnswer,
  type AttemptQuestionRow,
  type AttemptRow,
} from '../../repositories/attempts';
import { attemptClosed, answerTooLate } from './attempt-errors';
import { answerFault } from './answer-fault';
import { closeIfOverdue } from './close-attempt';
import { feedbackOf } from './attempt-view';
import { correctPositions, isCorrect } from './grading';
import { lockAnswer as lockAnswerRow } from '../../repositories/attempts';
import { notFound, conflict, invalid, invalidField } from '../../errors/api-error';

/** The attempt must still take answers: one whose time ran out is closed and the answer refused. */
async function requireOpen(db: Database, attempt: AttemptRow, now: Date) {
  const current = await closeIfOverdue(db, attempt, now);
  if (current.status !== 'open') {
    throw current.status === 'expired' ? answerTooLate() : attemptClosed();
  }
}

async function questionAt(db: Database, attemptId: number, slot: number) {
  const [question] = await loadAttemptQuestions(db, attemptId, slot);
  if (!question) throw notFound('question in this attempt');
  return question;
}

/** 422 unless the chosen ids are an answer to the question. */
function checkChoices(question: AttemptQuestionRow, choiceIds: readonly number[]) {
  const fault = answerFault(question, choiceIds);
  if (fault) throw invalidField('body.choice_ids', fault);
}

/**
 * Saves an answer with the server's time. Idempotent; the highest `client_seq` of a slot wins (an
 * older save arriving late changes nothing and is no error), and a locked answer stays.
 */
export async function saveAnswer(
  db: Database,
  attempt: AttemptRow,
  slot: number,
  body: SaveAnswerBody,
  now: Date,
): Promise<SaveAnswerResult> {
  await requireOpen(db, attempt, now);
  checkChoices(await questionAt(db, attempt.id, slot), body.choice_ids);
  const saved = await upsertAnswer(db, {
    attemptId: attempt.id,
    slot,
    choiceIds: body.choice_ids,
    flagged: body.flagged,
    clientSeq: body.client_seq,
    savedAt: now,
  });
  if (saved) {
    return {
      slot,
      client_seq: saved.clientSeq,
      saved_at: saved.savedAt.toISOString(),
      applied: true,
    };
  }
  const stored = (await loadAnswers(db, attempt.id)).find((answer) => answer.slot === slot);
  return {
    slot,
    client_seq: stored?.clientSeq ?? body.client_seq,
    saved_at: (stored?.savedAt ?? now).toISOString(),
    applied: false,
  };
}

/**
 * Immediate mode: locks the saved answer in and answers its correctness, the correct choices and
 * the explanation. Locking again answers the same.
 */
export async function lockAnswer(db: Database, attempt: AttemptRow, slot: number, now: Date) {
  if (attempt.explanationMode !== 'immediate') throw conflict(ATTEMPT_MESSAGES.notImmediate);
  await requireOpen(db, attempt, now);
  const question = await questionAt(db, attempt.id, slot);
  const answer = (await loadAnswers(db, attempt.id)).find((a) => a.slot === slot);
  if (!answer || answer.choiceIds.length === 0) {
    throw invalid('Choose an answer first.');
  }
  if (!answer.locked) {
    const correct = isCorrect(answer.choiceIds, correctPositions(question.choices));
    await lockAnswerRow(db, attempt.id, slot, correct);
    return feedbackOf(question, { ...answer, locked: true, correct });
  }
  return feedbackOf(question, answer);
}
