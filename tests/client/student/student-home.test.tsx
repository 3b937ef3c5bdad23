import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StudentHomePage } from '../../../src/features/student/home/student-home-page';
import { aClass, deferred, renderRoutes } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const routes = [
  { path: '/student', element: <StudentHomePage /> },
  { path: '*', element: <p>another screen</p> },
];

describe('student home', () => {
  it("lists the student's classes with their description and sizes", async () => {
    server.use(
      http.get(api('classes'), ({ request }) => {
        if (new URL(request.url).searchParams.get('as') !== 'student') {
          return HttpResponse.json([], { status: 400 });
        }
        return HttpResponse.json([
          aClass(),
          aClass({
            id: 2,
            name: 'Instrument Rating',
            description: '',
            topic_count: 1,
            question_count: 12,
            flashcard_count: 0,
          }),
        ]);
      }),
    );
    renderRoutes(routes, '/student');

    const ppl = await screen.findByRole('article', { name: 'Private Pilot Ground School' });
    expect(
      within(ppl).getByText('Everything for the FAA private pilot knowledge test.'),
    ).toBeInTheDocument();
    expect(within(ppl).getByText('6 topics')).toBeInTheDocument();
    expect(within(ppl).getByText('60 questions')).toBeInTheDocument();
    expect(within(ppl).getByText('40 flashcards')).toBeInTheDocument();
    expect(within(ppl).getByRole('link', { name: 'Flashcards' })).toHaveAttribute(
      'href',
      '/student/classes/1/flashCard',
    );

    const ir = screen.getByRole('article', { name: 'Instrument Rating' });
    expect(within(ir).getByText('1 topic')).toBeInTheDocument();
    expect(within(ir).getByText('No description yet.')).toBeInTheDocument();
    expect(within(ir).getByRole('link', { name: 'Performance' })).toHaveAttribute(
      'href',
      '/student/classes/2/performance',
    );
  });

  it('shows skeletons while the classes load', async () => {
    const answer = deferred();
    server.use(
      http.get(api('classes'), async () => {
        await answer.promise;
        return HttpResponse.json([aClass()]);
      }),
    );
    renderRoutes(routes, '/student');

    const loading = await screen.findByRole('region', { name: 'Loading your classes' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    answer.resolve();
    expect(
      await screen.findByRole('article', { name: 'Private Pilot Ground School' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Loading your classes' })).not.toBeInTheDocument();
  });

  it('tells a student without classes what to do', async () => {
    server.use(http.get(api('classes'), () => HttpResponse.json([])));
    renderRoutes(routes, '/student');

    expect(
      await screen.findByRole('heading', { name: 'You are not in a class yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Join with the code your flight or ground instructor shared/),
    ).toBeInTheDocument();
  });

  it('tells a teacher without student classes where their teaching is', async () => {
    server.use(http.get(api('classes'), () => HttpResponse.json([])));
    renderRoutes([{ path: '/student', element: <StudentHomePage teaches /> }], '/student');

    expect(
      await screen.findByRole('heading', { name: 'You are not a student in any class' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my teaching' })).toHaveAttribute(
      'href',
      '/teacher',
    );
  });
});
