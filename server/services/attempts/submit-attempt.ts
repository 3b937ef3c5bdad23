import type { SubmitAttemptBody } from '../../../contract';
import type { Database } from '../../db/client';
import {
  getAttempt,
  loadAttemptQuestions,
  upsertAnswer,
  type AttemptRow,
} from '../../repositories/attempts';
import { answerFault } from './answer-fault';
import { closeAttempt, closeIfOverdue } from './close-attempt';

/**
 * Submits an attempt with any answers not sent yet (each under the highest-`client_seq` rule), in
 * one transaction. Idempotent: a closed attempt stays as it closed. Answers carried after the
 * deadline (and its grace) are not counted: the attempt closes as it stood at the deadline. A
 * carried answer that is no answer to its question (a stale outbox) is left out, not fatal.
 */
export async function submitAttempt(
  db: Database,
  attempt: AttemptRow,
  body: SubmitAttemptBody,
  now: Date,
) {
  const current = await closeIfOverdue(db, attempt, now);
  if (current.status !== 'open') return current;
  await db.transaction(async (tx) => {
    const carried = body.answers ?? [];
    if (carried.length > 0) {
      const questions = await loadAttemptQuestions(tx, attempt.id);
      const slotOf = new Map(questions.map((question) => [question.slot, question]));
      for (const answer of carried) {
        const question = slotOf.get(answer.slot);
        if (!question || answerFault(question, answer.choice_ids) !== null) continue;
        await upsertAnswer(tx, {
          attemptId: attempt.id,
          slot: answer.slot,
          choiceIds: answer.choice_ids,
          flagged: answer.flagged,
          clientSeq: answer.client_seq,
          savedAt: now,
        });
      }
    }
    await closeAttempt(tx, attempt, 'submitted', now);
  });
  return (await getAttempt(db, attempt.id)) ?? attempt;
}
