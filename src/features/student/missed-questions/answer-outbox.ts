import type { MissedAnswerBody, MissedAnswerResult } from '../../../../contract/missed-questions';
import { sendMissedAnswer } from '../../../api/missed-questions';
import { classifyApiFailure, createOutbox, type Outbox } from '../../../lib/outbox';
import { showErrorToast } from '../../../lib/toasts';

export type MissedAnswerPayload = { classId: number; questionId: number; body: MissedAnswerBody };

/** What became of an answer: graded by the server now, or kept to be sent when it can be. */
export type AnswerOutcome = { kind: 'graded'; result: MissedAnswerResult } | { kind: 'queued' };

export const DROPPED_ANSWER_MESSAGE =
  'A missed-question answer given offline could not be saved and was discarded.';

let outbox: Outbox<MissedAnswerPayload> | null = null;

/** The outbox of missed-question answers (queue 'missed-answers'), started on first use. */
export function missedAnswerOutbox(): Outbox<MissedAnswerPayload> {
  if (outbox) return outbox;
  outbox = createOutbox<MissedAnswerPayload>({
    name: 'missed-answers',
    send: async ({ payload }) => {
      await sendMissedAnswer(payload.classId, payload.questionId, payload.body);
    },
    classify: classifyApiFailure,
    onDrop: () => void showErrorToast(DROPPED_ANSWER_MESSAGE),
  });
  outbox.start();
  return outbox;
}

/**
 * Sends an answer to be graded. The student needs the grade and the explanation at once, so it
 * goes straight to the server; when the server cannot be reached (offline) it goes to the outbox
 * instead, under the same review id, and is sent when the connection returns (a first request
 * that did arrive makes the second do nothing). A refusal (4xx) is thrown, as before.
 */
export async function answerMissedQuestion(payload: MissedAnswerPayload): Promise<AnswerOutcome> {
  try {
    const result = await sendMissedAnswer(payload.classId, payload.questionId, payload.body);
    return { kind: 'graded', result };
  } catch (error) {
    if (classifyApiFailure(error) === 'drop') throw error;
    await missedAnswerOutbox().enqueue(payload.body.review_id, payload);
    return { kind: 'queued' };
  }
}

/** The answers of a class still waiting to be sent, oldest first. */
export async function answersWaiting(classId: number) {
  const items = await missedAnswerOutbox().waiting();
  return items.filter((item) => item.payload.classId === classId);
}
