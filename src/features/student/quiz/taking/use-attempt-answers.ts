import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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
 * the outbox from before a reload are merged in (the highest client_seq wins).
 */
export function useAttemptAnswers(attempt: AttemptView) {
  const [answers, setAnswers] = useState(() => mergeAnswers(attempt.answers.map(fromSaved)));
  const pending = useSyncExternalStore(pendingAnswers.subscribe, pendingAnswers.get);
  const online = useOnline();

  useEffect(() => {
    let current = true;
    void answerOutbox()
      .waiting()
      .then((items) => {
        if (!current) return;
        const unsent = items
          .map((item) => item.payload)
          .filter((payload) => payload.attemptId === attempt.id);
        setAnswers((known) => mergeAnswers([...known.values()], unsent));
      });
    return () => {
      current = false;
    };
  }, [attempt.id]);

  const record = useCallback(
    (
      slot: number,
      change: (previous: LocalAnswer | undefined) => Omit<LocalAnswer, 'clientSeq'>,
    ) => {
      setAnswers((known) => {
        const next = { ...change(known.get(slot)), clientSeq: nextClientSeq(known.values()) };
        const payload = { ...next, attemptId: attempt.id };
        void answerOutbox().enqueue(answerItemId(payload), payload);
        return new Map(known).set(slot, next);
      });
    },
    [attempt.id],
  );

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

  return { answers, pending, online, ...actions };
}
