import { useCallback } from 'react';
import { isApiError } from '../../../../api/api-error';
import { lockAnswer } from '../../../../api/attempts';
import { answerOutbox } from './answer-outbox';

export const OFFLINE_CHECK_MESSAGE =
  'Checking an answer needs a connection: try again when you are online.';

/**
 * Immediate mode's Check: sends what the outbox holds, locks the slot's answer in, then `onLocked`
 * (which shows its explanation). A failure is reported.
 */
export function useCheckAnswer({
  attemptId,
  report,
  onLocked,
}: {
  attemptId: number;
  report: (problem: string | null) => void;
  onLocked: (slot: number) => void;
}) {
  return useCallback(
    async (slot: number) => {
      report(null);
      try {
        await answerOutbox().flush();
        await lockAnswer(attemptId, slot);
        onLocked(slot);
      } catch (error) {
        report(isApiError(error) ? error.message : OFFLINE_CHECK_MESSAGE);
      }
    },
    [attemptId, report, onLocked],
  );
}
