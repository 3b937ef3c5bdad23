import { useEffect } from 'react';
import { ErrorCode } from '../../../../../contract/error-codes';
import { isApiError } from '../../../../api/api-error';
import { onAnswerDropped } from './answer-outbox';

export const TOO_LATE_MESSAGE = 'Time was up: an answer reached the server too late to count.';

/** Says so when the server refused one of this attempt's answers because the time was up. */
export function useTooLateNotice(attemptId: number, report: (problem: string) => void) {
  useEffect(
    () =>
      onAnswerDropped((item, error) => {
        if (item.attemptId !== attemptId) return;
        if (isApiError(error) && error.errorCode === ErrorCode.ANSWER_TOO_LATE) {
          report(TOO_LATE_MESSAGE);
        }
      }),
    [attemptId, report],
  );
}
