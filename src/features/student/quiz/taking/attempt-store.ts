import { keyValueStore } from '../../../../lib/key-value-store';
import type { AttemptView } from '../../../../../contract/attempts';

/**
 * The last attempt each quiz page showed, kept in IndexedDB so that reloading the page offline
 * during an attempt still shows it (its answers come from the outbox on top).
 */
const store = keyValueStore('quiz-attempts', 'snapshots');

const attemptKey = (attemptId: number) => `attempt:${attemptId}`;
const quizKey = (quizId: number) => `open:${quizId}`;

/** An attempt as last seen, with the server's clock offset measured then. */
export type AttemptSnapshot = { attempt: AttemptView; offsetMs: number };

export async function rememberAttempt(attempt: AttemptView, offsetMs: number) {
  await store.set(attemptKey(attempt.id), { attempt, offsetMs } satisfies AttemptSnapshot);
  if (attempt.status === 'open') await store.set(quizKey(attempt.quiz_id), attempt.id);
  else await store.del(quizKey(attempt.quiz_id));
}

export const storedAttempt = (attemptId: number) =>
  store.get<AttemptSnapshot>(attemptKey(attemptId));

/** The open attempt this browser last had at the quiz, if any. */
export const storedOpenAttemptId = (quizId: number) => store.get<number>(quizKey(quizId));

export async function forgetOpenAttempt(quizId: number) {
  await store.del(quizKey(quizId));
}
