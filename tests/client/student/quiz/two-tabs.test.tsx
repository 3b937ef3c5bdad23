import 'fake-indexeddb/auto';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AttemptView, SavedAnswer } from '../../../../contract';
import { answerOutbox } from '../../../../src/features/student/quiz/taking/answer-outbox';
import { useAttemptAnswers } from '../../../../src/features/student/quiz/taking/use-attempt-answers';
import { StudentQuizPage } from '../../../../src/features/student/quiz/student-quiz-page';
import { api, classQuizListHandler } from '../../helpers/api-handlers';
import { server } from '../../msw-server';
import { renderRoutes } from '../../app/helpers/render-routes';
import { anOpenAttempt } from './attempt-builders';

const savedIn = (slot: number, choiceId: number, seq: number): SavedAnswer => ({
  slot,
  choice_ids: [choiceId],
  flagged: false,
  client_seq: seq,
  locked: false,
  saved_at: '2026-11-23T08:01:00.000Z',
});

/** The tab comes back to the front (TanStack Query listens to visibilitychange). */
const regainFocus = () => act(() => void window.dispatchEvent(new Event('visibilitychange')));

describe('an attempt open in two tabs', () => {
  it('shows the answers saved by the other tab when this tab regains focus', async () => {
    let onServer: AttemptView = anOpenAttempt({ id: 61 });
    server.use(
      classQuizListHandler(),
      http.get(api('attempt'), () => HttpResponse.json(onServer)),
    );
    renderRoutes(
      [{ path: '/student/classes/:classId/quiz/:id', element: <StudentQuizPage /> }],
      '/student/classes/1/quiz/3?attempt=61',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: /Choice 2/ })).not.toBeChecked();

    onServer = anOpenAttempt({ id: 61, answers: [savedIn(2, 22, 3)] });
    regainFocus();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Choice 2/ })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeInTheDocument();
  });

  it('keeps an answer this tab has not sent yet over the older one the server holds', async () => {
    server.use(http.put(api('attemptAnswer'), () => HttpResponse.error()));
    const first = anOpenAttempt({ id: 62, answers: [savedIn(1, 11, 1)] });
    const { result, rerender } = renderHook(
      ({ attempt }: { attempt: AttemptView }) => useAttemptAnswers(attempt),
      { initialProps: { attempt: first } },
    );
    act(() => result.current.choose(1, 12, false));
    await waitFor(async () => expect(await answerOutbox().waiting()).not.toHaveLength(0));

    // Fetched again: the server still has this tab's older answer to slot 1, and the other
    // tab's answer to slot 2.
    rerender({
      attempt: anOpenAttempt({ id: 62, answers: [savedIn(1, 11, 1), savedIn(2, 21, 2)] }),
    });
    await waitFor(() => expect(result.current.latest().get(2)?.choiceIds).toEqual([21]));
    expect(result.current.latest().get(1)?.choiceIds).toEqual([12]);
    await answerOutbox().remove('62:1:2');
  });
});
