import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api } from './helpers/api-handlers';

/**
 * The one MSW server for client tests; each test adds the handlers it needs with server.use().
 * Built in: the notification bell's question, which the app bar asks on every signed-in screen,
 * and the Students page's question whether the class's roster comes from a course platform (no).
 */
export const server = setupServer(
  http.get(api('notifications'), () => HttpResponse.json({ unread: 0, items: [] })),
  http.get(api('classRosterSource'), () =>
    HttpResponse.json({ linked: false, roster_available: false, synced_at: null }),
  ),
);
