import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ATTEMPT_MESSAGES, ErrorCode, type StartAttemptBody } from '../../../../contract';
import { StudentQuizPage } from '../../../../src/features/student/quiz/student-quiz-page';
import { api, classQuizListHandler, errorResponse } from '../../helpers/api-handlers';
import { aClassQuiz } from '../../helpers/attempt-builders';
import { server } from '../../msw-server';
import { renderRoutes } from '../../app/helpers/render-routes';
import { anOpenAttempt } from './attempt-builders';

const OPEN_DRILL = 9;
const CODES_DRILL = 70;

/** The class's drill with a drill of other questions open; the starts the page sends. */
function aDrillOfOtherQuestionsOpen() {
  const starts: StartAttemptBody[] = [];
  server.use(
    classQuizListHandler([
      aClassQuiz({ id: 3, kind: 'drill', title: 'Weak-area drill', open_attempt_id: OPEN_DRILL }),
    ]),
    http.post(api('quizAttempts'), async ({ request }) => {
      const body = (await request.json()) as StartAttemptBody;
      starts.push(body);
      if (!body.replace_open) {
        return errorResponse(409, ErrorCode.OTHER_DRILL_OPEN, ATTEMPT_MESSAGES.otherDrillOpen);
      }
      return HttpResponse.json(anOpenAttempt({ id: CODES_DRILL }), { status: 201 });
    }),
    http.get(api('attempt'), ({ params }) =>
      HttpResponse.json(anOpenAttempt({ id: Number(params.attemptId) })),
    ),
  );
  renderRoutes(
    [{ path: '/student/classes/:classId/quiz/:id', element: <StudentQuizPage /> }],
    '/student/classes/1/quiz/3?focus=knowledge_test',
  );
  return starts;
}

describe('practising the knowledge-test codes', () => {
  it('asks before replacing an open drill of other questions instead of resuming it', async () => {
    const starts = aDrillOfOtherQuestionsOpen();
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the open drill?' });
    expect(dialog).toHaveTextContent(ATTEMPT_MESSAGES.otherDrillOpen);
    expect(starts).toEqual([{ focus: 'knowledge_test' }]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('replaces it when the student agrees and opens the drill of the codes', async () => {
    const starts = aDrillOfOtherQuestionsOpen();
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the open drill?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace it' }));
    await waitFor(() =>
      expect(starts).toEqual([
        { focus: 'knowledge_test' },
        { focus: 'knowledge_test', replace_open: true },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the open drill when the student cancels', async () => {
    const starts = aDrillOfOtherQuestionsOpen();
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the open drill?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(starts).toHaveLength(1);
  });
});
