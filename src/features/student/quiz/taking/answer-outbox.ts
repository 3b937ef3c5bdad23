import { saveAnswer } from '../../../../api/attempts';
import { afterNextPaint } from '../../../../lib/after-next-paint';
import { classifyApiFailure, createOutbox, type Outbox } from '../../../../lib/outbox';
import { toSaveBody, type LocalAnswer } from './answers';

export type AnswerPayload = LocalAnswer & { attemptId: number };

let outbox: Outbox<AnswerPayload> | null = null;
const listeners = new Set<() => void>();
let pending = 0;
/** Answers given but not yet on disk (waiting for the paint), by item id. */
const unwritten = new Map<string, AnswerPayload>();
const writing = new Set<string>();
let writeScheduled = false;
let notifying = false;
// Told in a microtask: the outbox counts an answer once on disk just before `writeAnswersNow`
// drops it from `unwritten`, and a listener reading between the two would count it twice.
const notify = () => {
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    for (const listener of listeners) listener();
  });
};
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
      notify();
    },
  });
  outbox.start();
  // A page being left (reload, closed tab, another app) writes what it holds at once.
  window.addEventListener('pagehide', () => void writeAnswersNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void writeAnswersNow();
  });
  return outbox;
}

/**
 * Puts an answer in the outbox once the frame showing it has been painted, so that writing to
 * IndexedDB never delays the paint. It counts as waiting at once (the status line says
 * "Saving…", never "saved", until it is on disk).
 */
export function queueAnswer(payload: AnswerPayload) {
  unwritten.set(answerItemId(payload), payload);
  notify();
  if (writeScheduled) return;
  writeScheduled = true;
  afterNextPaint(() => void writeAnswersNow());
}

/** Writes every answer not yet on disk to the outbox now (in the order given). */
export async function writeAnswersNow() {
  writeScheduled = false;
  const box = answerOutbox();
  const writes = [...unwritten]
    .filter(([id]) => !writing.has(id))
    .map(([id, payload]) => {
      writing.add(id);
      return box
        .enqueue(id, payload)
        .then(() => {
          unwritten.delete(id);
          notify();
        })
        .finally(() => writing.delete(id));
    });
  await Promise.all(writes);
}

/** Answers waiting to be sent, also those not on disk yet, for the status line (useSyncExternalStore). */
export const pendingAnswers = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => pending + unwritten.size,
};

/** Tells `handler` of each answer the server refused for good; returns the unsubscribe. */
export function onAnswerDropped(handler: (item: AnswerPayload, error: unknown) => void) {
  dropListeners.add(handler);
  return () => {
    dropListeners.delete(handler);
  };
}
