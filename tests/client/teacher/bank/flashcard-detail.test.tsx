import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TeacherFlashcardDetailPage } from '../../../../src/features/teacher/flashcards/teacher-flashcard-detail-page';
import { aClass, renderRoutes } from '../../app/helpers/render-routes';
import { aFlashcard } from '../../helpers/bank-builders';
import { server } from '../../msw-server';
import { api } from '../../helpers/api-handlers';

describe("a teacher's flashcard page", () => {
  it('says what a click on the card does, for the side it shows', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('class', { classId: 7 }), () =>
        HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
      ),
      http.get(api('classFlashcard', { classId: 7, flashcardId: 3 }), () =>
        HttpResponse.json(aFlashcard({ id: 3 })),
      ),
    );
    renderRoutes(
      [
        {
          path: '/teacher/classes/:classId/flashcards/:flashcardID',
          element: <TeacherFlashcardDetailPage />,
        },
      ],
      '/teacher/classes/7/flashcards/3',
    );
    const hint = await screen.findByText(/Click the card to hide the back/);
    expect(screen.getByRole('region', { name: 'Card, front and back' })).toBeInTheDocument();
    await user.click(screen.getByRole('region', { name: 'Card, front and back' }));
    expect(hint).toHaveTextContent('As students see it first. Click the card to show the back.');
  });
});
