import { screen } from '@testing-library/react';
import { QuizIntro } from '../../../../src/features/student/quiz/quiz-intro';
import { aClassQuiz } from '../../helpers/attempt-builders';
import { renderRoutes } from '../../app/helpers/render-routes';

const intro = (quiz: Parameters<typeof aClassQuiz>[0]) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QuizIntro
            classId={1}
            quiz={aClassQuiz(quiz)}
            starting={false}
            problem={null}
            onStart={() => {}}
          />
        ),
      },
    ],
    '/',
  );

describe('the quiz intro', () => {
  it("shows the student's extra time on the final exam", async () => {
    intro({ kind: 'final', time_limit_minutes: 150, extra_time_minutes: 38 });
    expect(await screen.findByText('Your extra time')).toBeInTheDocument();
    expect(screen.getByText('+38 min (188 min in all)')).toBeInTheDocument();
  });

  it('says nothing of extra time when the student has none', async () => {
    intro({ kind: 'final', time_limit_minutes: 150, extra_time_minutes: 0 });
    await screen.findByText('150 min');
    expect(screen.queryByText('Your extra time')).not.toBeInTheDocument();
  });
});
