import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LedgerPage, StudentProgress } from '../../../contract';
import { ProgressStrip } from '../../../src/features/student/class-home/progress-strip';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';
import { renderRoutes } from '../app/helpers/render-routes';

const progress: StudentProgress = {
  points_enabled: true,
  points: 32,
  points_by_reason: [],
  streak: { current: 1, longest: 1 },
  badges: [],
  endorsement: null,
};

describe('the points total', () => {
  it('opens the ledger behind it: each entry’s reason, points and date', async () => {
    server.use(
      http.get(api('studentPoints', { classId: 1, userId: 7 }), () =>
        HttpResponse.json({
          items: [
            { id: 2, reason: 'quiz_completed', points: 20, earned_at: '2026-11-21T10:00:00.000Z' },
            { id: 1, reason: 'flashcard_review', points: 2, earned_at: '2026-11-20T10:00:00.000Z' },
          ],
          total: 2,
          page: 1,
          page_size: 25,
        } satisfies LedgerPage),
      ),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ProgressStrip
              progress={progress}
              studentName="Mei Chen"
              className="Private Pilot"
              ledgerOf={{ classId: 1, userId: 7 }}
            />
          ),
        },
      ],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'How the points add up' }));
    const table = await screen.findByRole('table', { name: 'Points earned' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Quizzes completed\+20.*2026/);
    expect(rows[1]).toHaveTextContent(/Flashcard reviews\+2.*2026/);
  });
});
