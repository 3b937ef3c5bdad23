import { createStore, del, get, set } from 'idb-keyval';
import type { AttemptView } from '../../../../../contract/attempts';

/**
 * The last attempt each quiz page showed, kept in IndexedDB so that reloading the page offline
 * during an attempt still shows it (its answers come from the outbox on top).
 */
const store = createStore('quiz-attempts', 'snapshots');

const attemptKey = (attemptId: number) => `attempt:${attemptId}`;
const quizKey = (quizId: number) => `open:${quizId}`;

/** An attempt as last seen, with the server's clock offset measured then. */
export type AttemptSnapshot = { attempt: AttemptView; offsetMs: number };

export async function rememberAttempt(attempt: AttemptView, offsetMs: number) {
  await set(attemptKey(attempt.id), { attempt, offsetMs } satisfies AttemptSnapshot, store);
  if (attempt.status === 'open') await set(quizKey(attempt.quiz_id), attempt.id, store);
  else await del(quizKey(attempt.quiz_id), store);
}

export const storedAttempt = (attemptId: number) =>
  get<AttemptSnapshot>(attemptKey(attemptId), store);

/** The open attempt this browser last had at the quiz, if any. */
export const storedOpenAttemptId = (quizId: number) => get<number>(quizKey(quizId), store);

export async function forgetOpenAttempt(quizId: number) {
  await del(quizKey(quizId), store);
}
