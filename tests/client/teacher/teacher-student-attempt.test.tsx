import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NO_ACCOMMODATIONS, type ReviewItem } from '../../../contract';
import { TeacherStudentAttemptPage } from '../../../src/features/teacher/students/teacher-student-attempt-page';
import { renderRoutes } from '../app/helpers/render-routes';
import { api } from '../helpers/api-handlers';
import { anAttemptResult } from '../helpers/attempt-builders';
import { server } from '../msw-server';

const result = anAttemptResult({
  score_percent: 0,
  correct_count: 0,
  question_count: 1,
  passed: false,
});

const item: ReviewItem = {
  slot: 1,
  question_id: 101,
  stem: 'What is fog?',
  figure_url: null,
  multiple: false,
  choices: [
    { id: 1, text: 'A cloud on the ground' },
    { id: 2, text: 'Smoke' },
  ],
  chosen_ids: [2],
  correct_choice_ids: [1],
  correct: false,
  flagged: false,
  explanation: '',
  reference: '',
  learning_objective: '',
};

const routes = [
  {
    path: '/teacher/classes/:classId/students/:stdID/quiz/:quizId/attempt/:attemptId',
    element: <TeacherStudentAttemptPage />,
  },
];

function serveAttempt(students: { id: number; name: string }[]) {
  server.use(
    http.get(api('classStudents', { classId: 7 }), () =>
      HttpResponse.json(
        students.map((student) => ({ ...student, email: null, accommodations: NO_ACCOMMODATIONS })),
      ),
    ),
    http.get(api('attemptResult', { attemptId: 9 }), () => HttpResponse.json(result)),
    http.get(api('attemptReview', { attemptId: 9 }), () =>
      HttpResponse.json({ result, items: [item] }),
    ),
  );
}

describe("teacher: a student's attempt", () => {
  it('says whose attempt it is', async () => {
    serveAttempt([{ id: 11, name: 'Sofia Martinez' }]);
    renderRoutes(routes, '/teacher/classes/7/students/11/quiz/3/attempt/9');
    expect(await screen.findByText(/^Sofia Martinez's attempt of /)).toBeInTheDocument();
  });

  it("labels the chosen answer as the student's, not the teacher's", async () => {
    serveAttempt([{ id: 11, name: 'Sofia Martinez' }]);
    renderRoutes(routes, '/teacher/classes/7/students/11/quiz/3/attempt/9');
    expect(await screen.findByText("(Sofia Martinez's answer)")).toBeInTheDocument();
    expect(screen.queryByText(/your answer/)).not.toBeInTheDocument();
  });

  it("says Student's answer for a student no longer in the class", async () => {
    serveAttempt([]);
    renderRoutes(routes, '/teacher/classes/7/students/11/quiz/3/attempt/9');
    expect(await screen.findByText("(Student's answer)")).toBeInTheDocument();
  });
});
