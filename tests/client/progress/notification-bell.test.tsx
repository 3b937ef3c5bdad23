import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationList } from '../../../contract';
import { NotificationBell } from '../../../src/app/layouts/shell/notification-bell';
import { renderRoutes, signInAs } from '../app/helpers/render-routes';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const list = (): NotificationList => ({
  unread: 2,
  items: [
    {
      id: 1,
      kind: 'badge_earned',
      class_id: 1,
      text: 'You earned the badge First quiz.',
      link: '/student/classes/1/performance',
      created_at: '2026-11-23T08:00:00.000Z',
      read_at: null,
    },
    {
      id: 2,
      kind: 'quiz_published',
      class_id: 1,
      text: 'A new quiz: Weather basics.',
      link: null,
      created_at: '2026-11-22T08:00:00.000Z',
      read_at: null,
    },
  ],
});

function renderBell() {
  signInAs({ id: 7, name: 'Amelia Student', roles: [{ role: 1, class_id: 1 }] });
  return renderRoutes(
    [
      { path: '/student', element: <NotificationBell /> },
      { path: '/student/classes/:classId/performance', element: <h1>Class home</h1> },
    ],
    '/student',
  );
}

describe('the notification bell', () => {
  it('shows the unread count in its name', async () => {
    server.use(http.get(api('notifications'), () => HttpResponse.json(list())));
    renderBell();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  it('opening a notification marks it read and goes to its page', async () => {
    const user = userEvent.setup();
    const read: unknown[] = [];
    server.use(
      http.get(api('notifications'), () => HttpResponse.json(list())),
      http.post(api('notificationsRead'), async ({ request }) => {
        read.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveTextContent('Unread: A new quiz: Weather basics.');
    await user.click(screen.getByRole('button', { name: /You earned the badge First quiz/ }));
    expect(await screen.findByRole('heading', { name: 'Class home' })).toBeInTheDocument();
    await waitFor(() => expect(read).toEqual([{ ids: [1] }]));
  });

  it('marks every notification read at once', async () => {
    const user = userEvent.setup();
    const read: unknown[] = [];
    server.use(
      http.get(api('notifications'), () => HttpResponse.json(list())),
      http.post(api('notificationsRead'), async ({ request }) => {
        read.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderBell();
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(read).toEqual([{}]));
  });
});

describe('refreshing the notifications', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('asks again every minute', async () => {
    let asked = 0;
    server.use(
      http.get(api('notifications'), () => {
        asked += 1;
        return HttpResponse.json(list());
      }),
    );
    renderBell();
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(asked).toBe(2));
  });
});
