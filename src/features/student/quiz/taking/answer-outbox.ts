import { saveAnswer } from '../../../../api/attempts';
import { classifyApiFailure, createOutbox, type Outbox } from '../../../../lib/outbox';
import { toSaveBody, type LocalAnswer } from './answers';

export type AnswerPayload = LocalAnswer & { attemptId: number };

let outbox: Outbox<AnswerPayload> | null = null;
const listeners = new Set<(pending: number) => void>();
let pending = 0;
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
    onPendingChange: (count) => {
      pending = count;
      for (const listener of listeners) listener(count);
    },
  });
  outbox.start();
  return outbox;
}

/** Answers waiting to be sent, for the status line (useSyncExternalStore). */
export const pendingAnswers = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => pending,
};

/** Tells `handler` of each answer the server refused for good; returns the unsubscribe. */
export function onAnswerDropped(handler: (item: AnswerPayload, error: unknown) => void) {
  dropListeners.add(handler);
  return () => {
    dropListeners.delete(handler);
  };
}
