import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StudentPerformance } from '../../../contract';
import { StudentProgressPanel } from '../../../src/components/progress/student-progress-panel';
import { renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const performance = (overrides: Partial<StudentPerformance> = {}): StudentPerformance => ({
  readiness: {
    predicted: 64.4,
    low: 51.2,
    high: 76.9,
    ready: false,
    answers: 38,
    pass_mark: 70,
    unanswered_topics: 0,
  },
  topics: [
    { topic_id: 1, name: 'Weather', answers: 20, correct: 9, accuracy: 45, weak: true },
    { topic_id: 2, name: 'Navigation', answers: 18, correct: 16, accuracy: 89, weak: false },
  ],
  ...overrides,
});

function renderPanel(data: StudentPerformance, practiseTo?: string) {
  server.use(
    http.get(api('studentPerformance', { classId: 1, userId: 7 }), () => HttpResponse.json(data)),
    http.get(api('studentAttempts', { classId: 1, userId: 7 }), () => HttpResponse.json([])),
  );
  return renderRoutes(
    [
      {
        path: '/student/classes/:classId/performance',
        element: <StudentProgressPanel classId={1} studentId={7} practiseTo={practiseTo} />,
      },
    ],
    '/student/classes/1/performance',
  );
}

describe("a student's progress", () => {
  it('says the predicted score, its range and that it is not ready yet', async () => {
    renderPanel(performance());
    const readiness = await screen.findByRole('region', { name: 'Readiness' });
    expect(readiness).toHaveTextContent('64 %');
    expect(readiness).toHaveTextContent('Not ready yet');
    expect(readiness).toHaveTextContent('likely between 51 % and 77 % (pass mark 70 %)');
  });

  it('lists the accuracy per topic in a table, the weak ones marked', async () => {
    renderPanel(performance());
    const table = await screen.findByRole('table', { name: 'Accuracy by topic' });
    expect(
      within(table).getByRole('row', { name: /Weather Weak area 45 % 20/ }),
    ).toBeInTheDocument();
  });

  it('offers to practise the weak areas on the student’s own page', async () => {
    renderPanel(performance(), '/student/classes/1/quiz/9');
    const weak = await screen.findByRole('region', { name: 'Weak areas' });
    expect(weak).toHaveTextContent('Weather (45 %)');
    expect(within(weak).getByRole('link', { name: 'Practise now' })).toHaveAttribute(
      'href',
      '/student/classes/1/quiz/9',
    );
  });

  it('tells a student without weak topics so', async () => {
    renderPanel(performance({ topics: [] }));
    expect(await screen.findByText(/No weak topic right now/)).toBeInTheDocument();
  });
});
