import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AttemptView } from '../../../../../contract/attempts';
import { answerOutbox, queueAnswer } from './answer-outbox';
import { choose, fromSaved, mergeAnswers, nextClientSeq, type LocalAnswer } from './answers';
import { createAnswersStore } from './answers-store';

/**
 * The answers of an open attempt, owned by the page in a store (see `AnswersStore`): each change
 * shows at once and goes to the outbox after the paint (IndexedDB first, then the server); the
 * network is never waited for. Answers still in the outbox from before a reload, and the server's
 * when the attempt is fetched again, are merged in (the highest client_seq wins). `latest()` reads
 * the answers as they are now, also between two changes made faster than React renders.
 */
export function useAttemptAnswers(attempt: AttemptView) {
  const [store] = useState(() => createAnswersStore(mergeAnswers(attempt.answers.map(fromSaved))));
  const latest = useCallback(() => store.getState().answers, [store]);
  const show = useCallback(
    (answers: ReadonlyMap<number, LocalAnswer>) => store.setState({ answers }),
    [store],
  );

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
        show(mergeAnswers(attempt.answers.map(fromSaved), [...latest().values()], unsent));
      });
    return () => {
      current = false;
    };
  }, [attempt, show, latest]);

  const record = useCallback(
    (
      slot: number,
      change: (previous: LocalAnswer | undefined) => Omit<LocalAnswer, 'clientSeq'>,
    ) => {
      const known = latest();
      const next = { ...change(known.get(slot)), clientSeq: nextClientSeq(known.values()) };
      show(new Map(known).set(slot, next));
      queueAnswer({ ...next, attemptId: attempt.id });
    },
    [attempt.id, show, latest],
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

  return { store, latest, ...actions };
}
