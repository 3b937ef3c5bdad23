import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CreateTopicBody } from '../../../../contract';
import { TeacherTopicAddPage } from '../../../../src/features/teacher/topics/teacher-topic-add-page';
import { TeacherTopicsPage } from '../../../../src/features/teacher/topics/teacher-topics-page';
import { aClass, renderRoutes } from '../../app/helpers/render-routes';
import { api, errorResponse } from '../../helpers/api-handlers';
import { aTopic, pageOf } from '../../helpers/bank-builders';
import { server } from '../../msw-server';

const weather = aTopic({
  id: 1,
  name: 'Weather',
  question_count: 3,
  flashcard_count: 2,
  quiz_count: 1,
});
const navigation = aTopic({ id: 2, name: 'Navigation', position: 2 });
const airspace = aTopic({ id: 3, name: 'Airspace', position: 3 });

beforeEach(() => {
  server.use(
    http.get(api('class', { classId: 7 }), () =>
      HttpResponse.json(aClass({ id: 7, my_roles: [2] })),
    ),
    http.get(api('classTopics', { classId: 7 }), () =>
      HttpResponse.json(pageOf([weather, navigation, airspace])),
    ),
  );
});

const renderTopics = () =>
  renderRoutes(
    [{ path: '/teacher/classes/:classId/topics', element: <TeacherTopicsPage /> }],
    '/teacher/classes/7/topics',
  );

describe('the topics list', () => {
  it('shows the topics in order with their counts', async () => {
    renderTopics();
    const list = await screen.findByRole('list', { name: 'Topics' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Weather',
      'Navigation',
      'Airspace',
    ]);
    expect(items[0]).toHaveTextContent('3 questions · 2 flashcards · 1 quiz');
  });

  it('moves a topic down with its arrow, saves the new order and says so', async () => {
    const user = userEvent.setup();
    const orders: unknown[] = [];
    server.use(
      http.put(api('classTopicOrder', { classId: 7 }), async ({ request }) => {
        orders.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderTopics();
    await user.click(await screen.findByRole('button', { name: 'Move Weather down' }));
    expect(orders).toEqual([{ topic_ids: [2, 1, 3] }]);
    expect(screen.getByText('Weather moved to position 2 of 3.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Topic order saved.')).toBeInTheDocument();
  });

  it('the first topic cannot move up', async () => {
    renderTopics();
    expect(await screen.findByRole('button', { name: 'Move Weather up' })).toBeDisabled();
  });

  it('asks where the questions go before deleting a topic that has some', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    server.use(
      http.delete(api('classTopic', { classId: 7, topicId: 1 }), ({ request }) => {
        deleted.push(new URL(request.url).search);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderTopics();
    await user.click(await screen.findByRole('button', { name: 'Delete Weather' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Weather?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    expect(within(dialog).getByText(/Choose the topic/)).toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Airspace' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    await waitFor(() => expect(deleted).toEqual(['?move_questions_to=3']));
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(api('classTopic', { classId: 7, topicId: 2 }), () =>
        errorResponse(
          409,
          4,
          'This topic still has questions. Move them to another topic to delete it.',
        ),
      ),
    );
    renderTopics();
    await user.click(await screen.findByRole('button', { name: 'Delete Navigation' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Navigation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete topic' }));
    expect(await within(dialog).findByText(/still has questions/)).toBeInTheDocument();
  });

  it('invites to add the first topic when there is none', async () => {
    server.use(http.get(api('classTopics', { classId: 7 }), () => HttpResponse.json(pageOf([]))));
    renderTopics();
    expect(await screen.findByRole('heading', { name: 'No topics yet' })).toBeInTheDocument();
  });
});

describe('adding a topic', () => {
  it('creates it and opens it', async () => {
    const user = userEvent.setup();
    const created: CreateTopicBody[] = [];
    server.use(
      http.post(api('classTopics', { classId: 7 }), async ({ request }) => {
        created.push((await request.json()) as CreateTopicBody);
        return HttpResponse.json(aTopic({ id: 9, name: 'Airspace' }), { status: 201 });
      }),
    );
    renderRoutes(
      [
        { path: '/teacher/classes/:classId/topics/add', element: <TeacherTopicAddPage /> },
        { path: '/teacher/classes/:classId/topics/:topicID', element: <h1>Topic 9</h1> },
      ],
      '/teacher/classes/7/topics/add',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '  Airspace ');
    await user.click(screen.getByRole('button', { name: 'Add topic' }));
    expect(await screen.findByRole('heading', { name: 'Topic 9' })).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Airspace', description: '' }]);
  });

  it('needs a name', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/teacher/classes/:classId/topics/add', element: <TeacherTopicAddPage /> }],
      '/teacher/classes/7/topics/add',
    );
    await user.click(await screen.findByRole('button', { name: 'Add topic' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
  });
});
