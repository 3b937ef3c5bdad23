import { saveAnswer } from '../../../../api/attempts';
import { afterPaintWrites } from '../../../../lib/outbox/after-paint-writes';
import { classifyApiFailure, createOutbox, type Outbox } from '../../../../lib/outbox';
import { toSaveBody, type LocalAnswer } from './answers';

export type AnswerPayload = LocalAnswer & { attemptId: number };

let outbox: Outbox<AnswerPayload> | null = null;
const dropListeners = new Set<(item: AnswerPayload, error: unknown) => void>();

/** Items are named by attempt, slot and sequence: sending one twice is harmless. */
export const answerItemId = (answer: AnswerPayload) =>
  `${answer.attemptId}:${answer.slot}:${answer.clientSeq}`;

/**
 * The one outbox of quiz answers (queue 'quiz-answers'): every answer is written to IndexedDB
 * first, then sent, on every change, when the connection returns, when the tab becomes visible
 * and every few seconds. A refusal for good (the attempt closed, the time was up) drops the item.
 */
export function answerOutbox(): Outbox<AnswerPayload> {
  if (outbox) return outbox;
  outbox = createOutbox<AnswerPayload>({
    name: 'quiz-answers',
    send: async ({ payload }) => {
      await saveAnswer(payload.attemptId, payload.slot, toSaveBody(payload));
    },
    classify: classifyApiFailure,
    onDrop: (item, error) => {
      for (const listener of dropListeners) listener(item.payload, error);
    },
    onPendingChange: (count) => writes.outboxPendingChanged(count),
  });
  outbox.start();
  return outbox;
}

const writes = afterPaintWrites(answerOutbox);

/**
 * Puts an answer in the outbox once the frame showing it has been painted, so that writing to
 * IndexedDB never delays the paint. It counts as waiting at once (the status line says
 * "Saving…", never "saved", until it is on disk).
 */
export const queueAnswer = (payload: AnswerPayload) => writes.queue(answerItemId(payload), payload);

/** Answers waiting to be sent, also those not on disk yet, for the status line (useSyncExternalStore). */
export const pendingAnswers = writes.pending;

/** Tells `handler` of each answer the server refused for good; returns the unsubscribe. */
export function onAnswerDropped(handler: (item: AnswerPayload, error: unknown) => void) {
  dropListeners.add(handler);
  return () => {
    dropListeners.delete(handler);
  };
}
