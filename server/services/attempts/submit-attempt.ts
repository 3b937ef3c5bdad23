import type { SubmitAttemptBody } from '../../../contract';
import type { Database } from '../../db/client';
import {
  getAttempt,
  loadAttemptQuestions,
  upsertAnswer,
  type AttemptRow,
} from '../../repositories/attempts';
import { closeAttempt, isOverdue } from './close-attempt';

/**
 * Submits an attempt with any answers not sent yet (each under the highest-`client_seq` rule), in
 * one transaction. Idempotent: a closed attempt stays as it closed. Answers carried after the
 * deadline (and its grace) are not counted: the attempt closes as it stood at the deadline.
 */
export async function submitAttempt(
  db: Database,
  attempt: AttemptRow,
  body: SubmitAttemptBody,
  now: Date,
) {
  if (attempt.status !== 'open') return attempt;
  await db.transaction(async (tx) => {
    if (isOverdue(attempt, now)) {
      await closeAttempt(tx, attempt, 'expired', now);
      return;
    }
    const carried = body.answers ?? [];
    if (carried.length > 0) {
      const questions = await loadAttemptQuestions(tx, attempt.id);
      const slotOf = new Map(questions.map((question) => [question.slot, question]));
      for (const answer of carried) {
        const question = slotOf.get(answer.slot);
        // A carried answer that fits no question (a stale outbox) is left out, not fatal.
        if (!question || answer.choice_ids.some((id) => !question.choiceOrder.includes(id)))
          continue;
        await upsertAnswer(tx, {
          attemptId: attempt.id,
          slot: answer.slot,
          choiceIds: question.multiple ? answer.choice_ids : answer.choice_ids.slice(0, 1),
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
