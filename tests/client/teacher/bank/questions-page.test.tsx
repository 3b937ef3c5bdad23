import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TeacherQuestionsPage } from '../../../../src/features/teacher/questions/teacher-questions-page';
import { aClass, renderRoutes } from '../../app/helpers/render-routes';
import { aQuestionListItem, aTopic, pageOf } from '../../helpers/bank-builders';
import { server } from '../../msw-server';
import { api } from '../../helpers/api-handlers';

let queries: URLSearchParams[];

beforeEach(() => {
  queries = [];
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classTopics', { classId: 7 }), () =>
      HttpResponse.json(pageOf([aTopic(), aTopic({ id: 2, name: 'Navigation' })])),
    ),
    http.get(api('mostMissedQuestions', { classId: 7 }), () => HttpResponse.json([])),
    http.get(api('classQuestions', { classId: 7 }), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        pageOf([
          aQuestionListItem({ id: 11, stem: '**Hail** comes from which clouds?' }),
          aQuestionListItem({ id: 12, stem: 'What is a TAF?', open_reports: 2 }),
        ]),
      );
    }),
  );
});

const renderQuestions = (path = '/teacher/classes/7/questions') =>
  renderRoutes(
    [{ path: '/teacher/classes/:classId/questions', element: <TeacherQuestionsPage /> }],
    path,
  );

const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);

describe('the questions list', () => {
  it('shows each question as plain text with its open reports', async () => {
    renderQuestions();
    const table = await screen.findByRole('table', { name: 'Questions' });
    expect(
      within(table).getByRole('link', { name: 'Hail comes from which clouds?' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('2 open reports')).toBeInTheDocument();
  });

  it('shows a named question by its name, then its text', async () => {
    server.use(
      http.get(api('classQuestions', { classId: 7 }), () =>
        HttpResponse.json(
          pageOf([aQuestionListItem({ name: 'Fronts 3', stem: 'Which front moves faster?' })]),
        ),
      ),
    );
    renderQuestions();
    const table = await screen.findByRole('table', { name: 'Questions' });
    expect(
      within(table).getByRole('link', { name: 'Fronts 3: Which front moves faster?' }),
    ).toBeInTheDocument();
  });

  it('says which export leaves the figures out', async () => {
    const user = userEvent.setup();
    renderQuestions();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(screen.getByRole('menuitem', { name: 'CSV (without figures)' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Moodle XML (with figures)' })).toBeInTheDocument();
  });

  it('asks the server for the filters in the address', async () => {
    renderQuestions('/teacher/classes/7/questions?topic_id=2&status=draft&reports=open&page=3');
    await screen.findByRole('table', { name: 'Questions' });
    expect(lastQuery()).toMatchObject({
      topic_id: '2',
      status: 'draft',
      reports: 'open',
      page: '3',
      page_size: '25',
    });
  });

  it('a new filter goes back to the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderQuestions('/teacher/classes/7/questions?page=3');
    await screen.findByRole('table', { name: 'Questions' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'published', page: '1' }));
    expect(router.state.location.search).toBe('?status=published');
  });

  it('searches once typing pauses', async () => {
    const user = userEvent.setup();
    renderQuestions();
    await screen.findByRole('table', { name: 'Questions' });
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'hail');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'hail' }));
    expect(queries.filter((query) => query.has('q')).map((query) => query.get('q'))).toEqual([
      'hail',
    ]);
  });

  it('publishes the selected questions at once', async () => {
    const user = userEvent.setup();
    const bulk: unknown[] = [];
    server.use(
      http.post(api('classQuestionsBulk', { classId: 7 }), async ({ request }) => {
        bulk.push(await request.json());
        return HttpResponse.json({ updated: 2 });
      }),
    );
    renderQuestions();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every question on this page' }),
    );
    const selection = screen.getByRole('region', { name: 'Selected questions' });
    expect(selection).toHaveTextContent('2 questions selected');
    await user.click(within(selection).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('2 questions published.')).toBeInTheDocument();
    expect(bulk).toEqual([{ action: 'publish', question_ids: [11, 12] }]);
  });

  it('moves the selected questions to another topic', async () => {
    const user = userEvent.setup();
    const bulk: unknown[] = [];
    server.use(
      http.post(api('classQuestionsBulk', { classId: 7 }), async ({ request }) => {
        bulk.push(await request.json());
        return HttpResponse.json({ updated: 1 });
      }),
    );
    renderQuestions();
    await user.click(await screen.findByRole('checkbox', { name: /^Select: What is a TAF/ }));
    await user.click(screen.getByRole('combobox', { name: 'Move to topic' }));
    await user.click(await screen.findByRole('option', { name: 'Navigation' }));
    expect(await screen.findByText('1 question moved to Navigation.')).toBeInTheDocument();
    expect(bulk).toEqual([{ action: 'move', question_ids: [12], topic_id: 2 }]);
  });

  it('lists the most missed questions above the list', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('mostMissedQuestions', { classId: 7 }), () =>
        HttpResponse.json([
          {
            question_id: 12,
            stem: 'What is a **TAF**?',
            topic_name: 'Weather',
            answers: 9,
            facility: 22,
          },
        ]),
      ),
    );
    renderQuestions();
    await user.click(await screen.findByRole('button', { name: 'Most missed questions (1)' }));
    const list = screen.getByRole('list', { name: 'Most missed questions' });
    expect(list).toHaveTextContent('What is a TAF?');
    expect(list).toHaveTextContent('Weather · 22 % right over all 9 answers');
    expect(
      screen.getByText(/counts every graded answer, retakes included.*first finished attempt/),
    ).toBeVisible();
  });

  it('says when no question matches the filters', async () => {
    server.use(
      http.get(api('classQuestions', { classId: 7 }), () => HttpResponse.json(pageOf([]))),
    );
    renderQuestions('/teacher/classes/7/questions?status=retired');
    expect(await screen.findByRole('heading', { name: 'No questions match' })).toBeInTheDocument();
  });
});
