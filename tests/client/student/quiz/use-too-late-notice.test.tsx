import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../../contract/error-codes';
import { answerOutbox } from '../../../../src/features/student/quiz/taking/answer-outbox';
import {
  TOO_LATE_MESSAGE,
  useTooLateNotice,
} from '../../../../src/features/student/quiz/taking/use-too-late-notice';
import { api, errorResponse } from '../../helpers/api-handlers';
import { server } from '../../msw-server';

const refusedAsTooLate = () => {
  const refused: number[] = [];
  server.use(
    http.put(api('attemptAnswer'), ({ params }) => {
      refused.push(Number(params.attemptId));
      return errorResponse(409, ErrorCode.ANSWER_TOO_LATE, 'Time is up.');
    }),
  );
  return refused;
};
const anAnswerOf = (attemptId: number) =>
  answerOutbox().enqueue(`${attemptId}:1:1`, {
    attemptId,
    slot: 1,
    choiceIds: [1],
    flagged: false,
    clientSeq: 1,
  });

describe('an answer that reached the server too late', () => {
  it("is reported on its attempt's page only", async () => {
    const refused = refusedAsTooLate();
    const report = vi.fn();
    renderHook(() => useTooLateNotice(31, report));
    await anAnswerOf(30);
    await anAnswerOf(31);
    await waitFor(() => expect(report).toHaveBeenCalledWith(TOO_LATE_MESSAGE));
    expect(refused).toEqual(expect.arrayContaining([30, 31]));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('is no longer reported to a page that has gone', async () => {
    refusedAsTooLate();
    const gone = vi.fn();
    const { unmount } = renderHook(() => useTooLateNotice(32, gone));
    unmount();
    const reopened = vi.fn();
    renderHook(() => useTooLateNotice(32, reopened));
    await anAnswerOf(32);
    await waitFor(() => expect(reopened).toHaveBeenCalledWith(TOO_LATE_MESSAGE));
    expect(gone).not.toHaveBeenCalled();
  });
});
