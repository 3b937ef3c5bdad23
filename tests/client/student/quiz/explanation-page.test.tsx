import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StudentQuizExplanationPage } from '../../../../src/features/student/quiz/student-quiz-explanation-page';
import { api } from '../../helpers/api-handlers';
import { server } from '../../msw-server';
import { renderRoutes } from '../../app/helpers/render-routes';
import { anOpenAttempt } from './attempt-builders';

describe('the explanation after Check', () => {
  it('takes the focus on its verdict', async () => {
    server.use(
      http.get(api('attempt'), () =>
        HttpResponse.json(
          anOpenAttempt({
            answers: [
              {
                slot: 1,
                choice_ids: [11],
                flagged: false,
                client_seq: 1,
                locked: true,
                saved_at: '2026-11-23T08:01:00.000Z',
              },
            ],
            locked_results: [
              {
                slot: 1,
                correct: true,
                correct_choice_ids: [11],
                explanation: 'Because.',
                reference: 'PHAK 12',
              },
            ],
          }),
        ),
      ),
    );
    renderRoutes(
      [
        {
          path: '/student/classes/:classId/quiz/:id/explanation',
          element: <StudentQuizExplanationPage />,
        },
      ],
      '/student/classes/1/quiz/3/explanation?attempt=9&slot=1',
    );
    expect(await screen.findByRole('heading', { name: 'Right!' })).toHaveFocus();
  });
});
