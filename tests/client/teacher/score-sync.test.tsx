import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ClassOverview, ClassScoreSync, OverviewStudent, ScoreSync } from '../../../contract';
import { ClassOverviewSection } from '../../../src/features/teacher/students/class-overview';
import { renderRoutes } from '../app/helpers/render-routes';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';

const aStudentRow = (user_id: number, name: string): OverviewStudent => ({
  user_id,
  name,
  last_activity: '2026-11-20T10:00:00.000Z',
  finished_attempts: 1,
  average: 80,
  best_final: null,
  readiness: null,
  endorsed: false,
  points: 10,
  missed_queue: 0,
  topics: [],
});

const overview: ClassOverview = {
  topics: [],
  students: [aStudentRow(1, 'Ana Silva'), aStudentRow(2, 'Ben Okafor'), aStudentRow(3, 'Cy Lee')],
};

const aScore = (overrides: Partial<ScoreSync>): ScoreSync => ({
  id: 1,
  user_id: 1,
  column: 'Weather quiz',
  state: 'sent',
  score_given: 8,
  score_maximum: 10,
  tries: 1,
  last_error: null,
  sent_at: '2026-11-20T10:00:01.000Z',
  next_try_at: null,
  ...overrides,
});

function renderOverview(sync: ClassScoreSync, resent: number[] = []) {
  server.use(
    http.get(api('classOverview', { classId: 7 }), () => HttpResponse.json(overview)),
    http.get(api('classScoreSync', { classId: 7 }), () => HttpResponse.json(sync)),
    http.post(api('classScoreResend'), ({ params }) => {
      resent.push(Number(params.scoreId));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderRoutes([{ path: '/', element: <ClassOverviewSection classId={7} className="PPL" /> }], '/');
}

describe("the class overview's gradebook column (a class linked to a course platform)", () => {
  it("shows each student's score as sent, waiting with the last error, or failed with the reason", async () => {
    renderOverview({
      linked: true,
      scores: [
        aScore({ id: 1, user_id: 1 }),
        aScore({
          id: 2,
          user_id: 2,
          state: 'waiting',
          tries: 2,
          sent_at: null,
          last_error: 'the platform answered 503 Service Unavailable',
          next_try_at: '2026-11-20T10:01:00.000Z',
        }),
        aScore({
          id: 3,
          user_id: 3,
          state: 'failed',
          tries: 12,
          sent_at: null,
          last_error: 'the platform answered 400 Incorrect score received',
        }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Class overview' });
    expect(await within(table).findByRole('columnheader', { name: 'Gradebook' })).toBeVisible();
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('Ana Silva')).toHaveTextContent('Sent (8/10)');
    expect(row('Ben Okafor')).toHaveTextContent(
      'Waiting (8/10)Trying again: the platform answered 503 Service Unavailable',
    );
    expect(row('Cy Lee')).toHaveTextContent(
      'Failed (8/10)The platform answered 400 Incorrect score received',
    );
    expect(within(row('Ana Silva')).queryByRole('button', { name: /again/ })).toBeNull();
  });

  it('sends a failed score again', async () => {
    const user = userEvent.setup();
    const resent: number[] = [];
    renderOverview(
      { linked: true, scores: [aScore({ id: 9, user_id: 3, state: 'failed' })] },
      resent,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Send the Weather quiz score of Cy Lee again' }),
    );
    await vi.waitFor(() => expect(resent).toEqual([9]));
  });

  it('names the column of each score when a student has several', async () => {
    renderOverview({
      linked: true,
      scores: [
        aScore({ id: 1, user_id: 1 }),
        aScore({ id: 2, user_id: 1, column: 'Final exam', state: 'waiting', sent_at: null }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Class overview' });
    await within(table).findByRole('columnheader', { name: 'Gradebook' });
    expect(within(table).getByRole('row', { name: /Ana Silva/ })).toHaveTextContent(
      'Weather quiz: Sent (8/10)Final exam: Waiting (8/10)',
    );
  });

  it('has no gradebook column for a class not linked to a course platform', async () => {
    renderOverview({ linked: false, scores: [] });
    const table = await screen.findByRole('table', { name: 'Class overview' });
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).queryByRole('columnheader', { name: 'Gradebook' })).toBeNull();
  });
});
