import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

const sentry = vi.hoisted(() => ({
  startErrorReporting: vi.fn(),
  setErrorReportingUser: vi.fn(),
  reportError: vi.fn(),
}));
vi.mock('../../../src/lib/sentry', () => sentry);

const builds = vi.hoisted(() => ({ startBuildsPolling: vi.fn() }));
vi.mock('../../../src/lib/builds', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startBuildsPolling: builds.startBuildsPolling,
}));

// The screens are not what this test is about: a one-route router stands in for the route tree.
vi.mock('../../../src/app/router', () => ({
  createAppRouter: () => createMemoryRouter([{ path: '*', element: <h1>Groundschool</h1> }]),
}));

describe('start-up (src/main.tsx)', () => {
  it('starts error reporting, records the Init event and starts the builds check', async () => {
    const events: unknown[] = [];
    server.use(
      http.post(api('events'), async ({ request }) => {
        events.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);

    const app = await act(async () => import('../../../src/main'));

    expect(await screen.findByRole('heading', { name: 'Groundschool' })).toBeInTheDocument();
    expect(sentry.startErrorReporting).toHaveBeenCalledTimes(1);
    expect(builds.startBuildsPolling).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(events).toEqual([expect.objectContaining({ name: 'Init' })]));
    // Nothing of React may still be scheduled when the test environment goes away.
    act(() => app.root.unmount());
    root.remove();
  });
});
