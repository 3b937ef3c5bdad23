import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import type { AttemptQuestion, AttemptView } from '../../../../contract';
import { QuizTaking } from '../../../../src/features/student/quiz/taking/quiz-taking';
import { renderRoutes } from '../../app/helpers/render-routes';

const question = (slot: number): AttemptQuestion => ({
  slot,
  question_id: 100 + slot,
  stem: `Question text ${slot}`,
  figure_url: null,
  multiple: false,
  choices: [
    { id: 1, text: 'Yes' },
    { id: 2, text: 'No' },
  ],
  topic_id: 1,
  topic_name: 'Weather',
});

const anAttempt = (overrides: Partial<AttemptView> = {}): AttemptView => ({
  id: 9,
  quiz_id: 3,
  class_id: 1,
  student_id: 7,
  quiz_title: 'Weather basics',
  status: 'open',
  started_at: '2026-11-23T08:00:00.000Z',
  deadline_at: null,
  server_now: '2026-11-23T08:00:00.000Z',
  explanation_mode: 'immediate',
  questions: [question(1), question(2)],
  answers: [],
  locked_results: [],
  ...overrides,
});

const renderQuiz = (attempt: AttemptView) =>
  renderRoutes(
    [
      {
        path: '/student/classes/:classId/quiz/:quizId',
        element: <QuizTaking attempt={attempt} offsetMs={0} />,
      },
    ],
    '/student/classes/1/quiz/3',
  );

describe('immediate mode', () => {
  it('offers Check for an answer not yet locked in', async () => {
    renderQuiz(anAttempt());
    expect(await screen.findByRole('button', { name: 'Check' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Explanation' })).not.toBeInTheDocument();
  });

  it('links a locked-in answer back to its explanation', async () => {
    renderQuiz(
      anAttempt({
        answers: [
          {
            slot: 1,
            choice_ids: [2],
            flagged: false,
            client_seq: 1,
            locked: true,
            saved_at: '2026-11-23T08:01:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Explanation' })).toHaveAttribute(
      'href',
      '/student/classes/1/quiz/3/explanation?attempt=9&slot=1',
    );
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
  });
});
