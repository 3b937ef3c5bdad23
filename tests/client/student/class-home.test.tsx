import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StudentPerformance, StudentProgress } from '../../../contract';
import { StudentPerformancePage } from '../../../src/features/student/performance/student-performance-page';
import { aClass, deferred, renderRoutes, signInAs } from '../app/helpers/render-routes';
import {
  aMissedQuestion,
  api,
  classQuizListHandler,
  missedSessionHandler,
} from '../helpers/api-handlers';
import { server } from '../msw-server';

const progress: StudentProgress = {
  points_enabled: true,
  points: 40,
  points_by_reason: [],
  streak: { current: 2, longest: 3 },
  badges: [],
  endorsement: null,
};
const performance: StudentPerformance = {
  readiness: {
    predicted: 64,
    low: 51,
    high: 77,
    ready: false,
    answers: 38,
    pass_mark: 70,
    unanswered_topics: 0,
  },
  topics: [{ topic_id: 1, name: 'Weather', answers: 20, correct: 9, accuracy: 45, weak: true }],
};

/** The class home of student 7, whose progress answers when the test says so. */
function openClassHome(missed = missedSessionHandler()) {
  signInAs({ id: 7, name: 'Sofia Martinez', roles: [{ role: 1, class_id: 1 }] });
  const progressAnswer = deferred();
  const ids = { classId: 1, userId: 7 };
  server.use(
    http.get(api('class', { classId: 1 }), () => HttpResponse.json(aClass())),
    classQuizListHandler(),
    http.get(api('studentProgress', ids), async () => {
      await progressAnswer.promise;
      return HttpResponse.json(progress);
    }),
    http.get(api('studentPerformance', ids), () => HttpResponse.json(performance)),
    http.get(api('studentAttempts', ids), () => HttpResponse.json([])),
    http.get(api('knowledgeTestCodes', ids), () => HttpResponse.json([])),
    missed,
  );
  renderRoutes(
    [{ path: '/student/classes/:classId/performance', element: <StudentPerformancePage /> }],
    '/student/classes/1/performance',
  );
  return progressAnswer;
}

describe('the class home', () => {
  it('draws its sections together once their data has come, so none pushes another down', async () => {
    const progressAnswer = openClassHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Private Pilot Ground School' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the class home')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Readiness' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Flashcards' })).not.toBeInTheDocument();

    progressAnswer.resolve();
    expect(await screen.findByRole('region', { name: 'Readiness' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Flashcards' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the class home')).not.toBeInTheDocument();
  });

  it('shows the missed questions due with a way into their review', async () => {
    openClassHome(missedSessionHandler([aMissedQuestion()], 4)).resolve();
    const card = await screen.findByRole('region', { name: 'Missed questions due' });
    expect(await within(card).findByText('1 due · 4 in your queue')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Review missed questions' })).toHaveAttribute(
      'href',
      '/student/classes/1/missed-questions',
    );
  });

  it('says what the card is for while nothing was missed, with no way in', async () => {
    openClassHome().resolve();
    const card = await screen.findByRole('region', { name: 'Missed questions due' });
    expect(
      await within(card).findByText(/a question you miss comes back here/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});
