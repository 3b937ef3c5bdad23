import { useCallback, useState } from 'react';
import type { AttemptView } from '../../../../../contract/attempts';
import { isApiError } from '../../../../api/api-error';
import { submitAttempt } from '../../../../api/attempts';
import { answerOutbox } from './answer-outbox';
import { toSaveBody, type LocalAnswer } from './answers';
import { forgetOpenAttempt } from './attempt-store';

export const OFFLINE_SUBMIT_MESSAGE =
  "You're offline: your answers are safe on this device. Submit again when you're back online.";

/**
 * Submits the attempt with every answer on this device (whatever the outbox still holds goes
 * with it: nothing is lost), then `onSubmitted`. A failure is reported and may be retried.
 */
export function useAttemptSubmit({
  attempt,
  latest,
  report,
  onSubmitted,
}: {
  attempt: AttemptView;
  latest: () => ReadonlyMap<number, LocalAnswer>;
  report: (problem: string | null) => void;
  onSubmitted: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(async () => {
    setSubmitting(true);
    report(null);
    try {
      const carried = [...latest().values()].map((answer) => ({
        slot: answer.slot,
        ...toSaveBody(answer),
      }));
      await submitAttempt(attempt.id, { answers: carried });
      await forgetOpenAttempt(attempt.quiz_id);
      void answerOutbox().flush();
      onSubmitted();
    } catch (error) {
      report(isApiError(error) ? error.message : OFFLINE_SUBMIT_MESSAGE);
      setSubmitting(false);
    }
  }, [attempt, latest, report, onSubmitted]);

  return { submitting, submit };
}
