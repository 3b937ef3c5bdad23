import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FlashcardInput } from '../../../../contract';
import { TeacherFlashcardAddPage } from '../../../../src/features/teacher/flashcards/teacher-flashcard-add-page';
import { TeacherFlashcardsPage } from '../../../../src/features/teacher/flashcards/teacher-flashcards-page';
import { aClass, renderRoutes } from '../../app/helpers/render-routes';
import { aFlashcard, aTopic, pageOf } from '../../helpers/bank-builders';
import { server } from '../../msw-server';
import { api } from '../../helpers/api-handlers';

beforeEach(() => {
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classTopics', { classId: 7 }), () => HttpResponse.json(pageOf([aTopic()]))),
  );
});

describe('flashcards', () => {
  it('a new card needs a front and a back', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/teacher/classes/:classId/flashcards/add', element: <TeacherFlashcardAddPage /> }],
      '/teacher/classes/7/flashcards/add',
    );
    await user.click(await screen.findByRole('button', { name: 'Save flashcard' }));
    expect(await screen.findByText('Front is required.')).toBeInTheDocument();
    expect(screen.getByText('Back is required.')).toBeInTheDocument();
  });

  it('saves a card in its topic and opens it', async () => {
    const user = userEvent.setup();
    const sent: FlashcardInput[] = [];
    server.use(
      http.post(api('classFlashcards', { classId: 7 }), async ({ request }) => {
        sent.push((await request.json()) as FlashcardInput);
        return HttpResponse.json(aFlashcard({ id: 77 }), { status: 201 });
      }),
    );
    renderRoutes(
      [
        { path: '/teacher/classes/:classId/flashcards/add', element: <TeacherFlashcardAddPage /> },
        { path: '/teacher/classes/:classId/flashcards/:flashcardID', element: <h1>Card 77</h1> },
      ],
      '/teacher/classes/7/flashcards/add',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Front' }), 'METAR');
    await user.type(screen.getByRole('textbox', { name: 'Back' }), 'Routine weather report');
    await user.click(screen.getByRole('button', { name: 'Save flashcard' }));
    expect(await screen.findByRole('heading', { name: 'Card 77' })).toBeInTheDocument();
    expect(sent).toEqual([
      { topic_id: 1, front: 'METAR', back: 'Routine weather report', figure_hash: null },
    ]);
  });

  it('the list filters by topic and search through the address', async () => {
    const user = userEvent.setup();
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('classFlashcards', { classId: 7 }), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(pageOf([aFlashcard()]));
      }),
    );
    renderRoutes(
      [{ path: '/teacher/classes/:classId/flashcards', element: <TeacherFlashcardsPage /> }],
      '/teacher/classes/7/flashcards?topic_id=1',
    );
    expect(await screen.findByRole('table', { name: 'Flashcards' })).toHaveTextContent('METAR');
    await user.type(screen.getByRole('searchbox', { name: 'Search flashcards' }), 'taf');
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({ topic_id: '1', q: 'taf' }),
    );
  });
});
