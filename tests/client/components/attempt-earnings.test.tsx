import { screen, within } from '@testing-library/react';
import type { AttemptResult } from '../../../contract';
import { AttemptResultView } from '../../../src/components/attempt/attempt-result-view';
import { renderRoutes } from '../app/helpers/render-routes';
import { anAttemptResult } from '../helpers/attempt-builders';

const aResult = (earned: AttemptResult['earned']) => anAttemptResult({ earned });

const show = (result: AttemptResult) =>
  renderRoutes([{ path: '/', element: <AttemptResultView result={result} /> }], '/');

describe('what an attempt earned, on its result', () => {
  it('shows its points, each explained, and the badges it brought', async () => {
    show(
      aResult({
        points: [
          { reason: 'quiz_completed', points: 20 },
          { reason: 'correct_answer', points: 100 },
        ],
        badges: ['first_quiz', 'perfect_score'],
      }),
    );
    const earned = await screen.findByRole('region', { name: 'Earned' });
    expect(earned).toHaveTextContent('+120 points (Quizzes completed +20, Correct answers +100)');
    const badges = within(earned).getByRole('list', { name: 'Badges earned' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New badge: First quiz', 'New badge: Perfect score']);
  });

  it('says nothing of points in a class that has them off', async () => {
    show(aResult({ points: [], badges: [] }));
    await screen.findByText('100 %');
    expect(screen.queryByRole('region', { name: 'Earned' })).not.toBeInTheDocument();
  });
});
