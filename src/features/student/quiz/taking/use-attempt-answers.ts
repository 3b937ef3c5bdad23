import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AttemptView } from '../../../../../contract/attempts';
import { answerItemId, answerOutbox, pendingAnswers } from './answer-outbox';
import { choose, fromSaved, mergeAnswers, nextClientSeq, type LocalAnswer } from './answers';

const useOnline = () =>
  useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );

/**
 * The answers of an open attempt, owned by the page: each change shows at once and goes to the
 * outbox (IndexedDB first, then the server); the network is never waited for. Answers still in
 * the outbox from before a reload, and the server's when the attempt is fetched again, are merged
 * in (the highest client_seq wins). `latest()` reads the
 * answers as they are now, also between two changes made faster than React renders.
 */
export function useAttemptAnswers(attempt: AttemptView) {
  const [answers, setAnswers] = useState(() => mergeAnswers(attempt.answers.map(fromSaved)));
  const latestRef = useRef(answers);
  const show = useCallback((next: Map<number, LocalAnswer>) => {
    latestRef.current = next;
    setAnswers(next);
  }, []);
  const pending = useSyncExternalStore(pendingAnswers.subscribe, pendingAnswers.get);
  const online = useOnline();

  // At first and each time the attempt is fetched again (another tab's answers, see
  // useOpenAttempt): the server's answers, this tab's and its outbox's, the highest client_seq of
  // each slot winning, as on the server, so an answer still waiting here is never lost.
  useEffect(() => {
    let current = true;
    void answerOutbox()
      .waiting()
      .then((items) => {
        if (!current) return;
        const unsent = items
          .map((item) => item.payload)
          .filter((payload) => payload.attemptId === attempt.id);
        show(mergeAnswers(attempt.answers.map(fromSaved), [...latestRef.current.values()], unsent));
      });
    return () => {
      current = false;
    };
  }, [attempt, show]);

  const record = useCallback(
    (
      slot: number,
      change: (previous: LocalAnswer | undefined) => Omit<LocalAnswer, 'clientSeq'>,
    ) => {
      const known = latestRef.current;
      const next = { ...change(known.get(slot)), clientSeq: nextClientSeq(known.values()) };
      show(new Map(known).set(slot, next));
      const payload = { ...next, attemptId: attempt.id };
      void answerOutbox().enqueue(answerItemId(payload), payload);
    },
    [attempt.id, show],
  );

  const latest = useCallback(() => latestRef.current, []);

  const actions = useMemo(
    () => ({
      choose: (slot: number, choiceId: number, multiple: boolean) =>
        record(slot, (previous) => ({
          slot,
          choiceIds: choose(previous?.choiceIds ?? [], choiceId, multiple),
          flagged: previous?.flagged ?? false,
        })),
      toggleFlag: (slot: number) =>
        record(slot, (previous) => ({
          slot,
          choiceIds: previous?.choiceIds ?? [],
          flagged: !(previous?.flagged ?? false),
        })),
    }),
    [record],
  );

  return { answers, latest, pending, online, ...actions };
}
