import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ClassQuizList } from '../../../contract/attempts';
import {
  ContinueQuizRedirect,
  ReviewDueRedirect,
} from '../../../src/features/student/shortcuts/shortcut-redirects-page';
import {
  continueQuizTarget,
  reviewDueTarget,
} from '../../../src/features/student/shortcuts/shortcut-targets';
import { paths } from '../../../src/lib/paths';
import { aClass, renderRoutes } from '../app/helpers/render-routes';
import { api } from '../helpers/api-handlers';
import { aClassQuiz } from '../helpers/attempt-builders';
import { server } from '../msw-server';

const list = (quizzes: ClassQuizList['quizzes']): ClassQuizList => ({
  quizzes,
  weak_topic_ids: [],
});

describe('the "Review due" shortcut', () => {
  it('opens the daily review of the class with the most cards due, then the most new cards left', () => {
    expect(
      reviewDueTarget([
        aClass({ id: 1, due_flashcards: 2, new_flashcards_left: 20 }),
        aClass({ id: 2, due_flashcards: 9, new_flashcards_left: 0 }),
        aClass({ id: 3, due_flashcards: 9, new_flashcards_left: 5 }),
      ]),
    ).toBe('/student/classes/3/flashCard');
  });

  it('leaves archived classes out, opens the first class when nothing is due, and the classes with none', () => {
    expect(
      reviewDueTarget([
        aClass({ id: 4, archived: true, due_flashcards: 30 }),
        aClass({ id: 5, due_flashcards: 0 }),
        aClass({ id: 6, due_flashcards: 0 }),
      ]),
    ).toBe('/student/classes/5/flashCard');
    expect(reviewDueTarget([])).toBe('/student');
  });

  it('goes there from /student/review-due', async () => {
    server.use(
      http.get(api('classes'), () =>
        HttpResponse.json([aClass({ id: 1 }), aClass({ id: 2, due_flashcards: 3 })]),
      ),
    );
    renderRoutes(
      [
        { path: paths.student.reviewDue.pattern, element: <ReviewDueRedirect /> },
        { path: paths.student.flashcards.pattern, element: <h1>Flashcards of class 2</h1> },
      ],
      '/student/review-due',
    );
    expect(await screen.findByRole('heading', { name: 'Flashcards of class 2' })).toBeVisible();
  });
});

describe('the "Continue quiz" shortcut', () => {
  it('resumes the open attempt, whichever class it is in', () => {
    expect(
      continueQuizTarget([
        { classId: 1, list: list([aClassQuiz({ id: 3 })]) },
        {
          classId: 2,
          list: list([aClassQuiz({ id: 8 }), aClassQuiz({ id: 9, open_attempt_id: 41 })]),
        },
      ]),
    ).toBe('/student/classes/2/quiz/9?attempt=41');
    expect(continueQuizTarget([{ classId: 1, list: list([aClassQuiz()]) }])).toBeNull();
  });

  it('goes there from /student/continue-quiz', async () => {
    server.use(
      http.get(api('classes'), () => HttpResponse.json([aClass({ id: 1 }), aClass({ id: 2 })])),
      http.get(api('classQuizList'), ({ params }) =>
        HttpResponse.json(
          list([aClassQuiz({ id: 9, open_attempt_id: params.classId === '2' ? 41 : null })]),
        ),
      ),
    );
    renderRoutes(
      [
        { path: paths.student.continueQuiz.pattern, element: <ContinueQuizRedirect /> },
        { path: paths.student.quiz.pattern, element: <h1>Quiz 9 of class 2</h1> },
      ],
      '/student/continue-quiz',
    );
    expect(await screen.findByRole('heading', { name: 'Quiz 9 of class 2' })).toBeVisible();
  });

  it('says so when no quiz is in progress', async () => {
    server.use(
      http.get(api('classes'), () => HttpResponse.json([aClass({ id: 1 })])),
      http.get(api('classQuizList'), () => HttpResponse.json(list([aClassQuiz()]))),
    );
    renderRoutes(
      [{ path: paths.student.continueQuiz.pattern, element: <ContinueQuizRedirect /> }],
      '/student/continue-quiz',
    );
    expect(await screen.findByRole('heading', { name: 'No quiz in progress' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My classes' })).toHaveAttribute('href', '/student');
  });
});
