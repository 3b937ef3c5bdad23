import { http, HttpResponse } from 'msw';
import { trackEventBodySchema } from '../../../contract/events';
import { server } from '../msw-server';

async function freshTracking() {
  vi.resetModules();
  return import('../../../src/lib/tracking');
}

function recordEvents(status = 204) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/events', async ({ request }) => {
      requests.push(request);
      bodies.push(await request.json());
      return new HttpResponse(null, { status });
    }),
  );
  return { requests, bodies };
}

describe('Init tracking event', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts Init with the schema shape, first-party, with credentials and keepalive', async () => {
    vi.stubGlobal('__APP_VERSION__', 'abc1234-20250101T000000Z');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(
      'https://school.example.com/courses/42?secret=x',
    );
    const { requests, bodies } = recordEvents();
    const { trackInit } = await freshTracking();

    trackInit();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));

    const body = trackEventBodySchema.parse(bodies[0]);
    expect(body).toEqual({
      name: 'Init',
      properties: {
        path: window.location.pathname,
        screen_width: window.screen.width,
        screen_height: window.screen.height,
        app_version: 'abc1234-20250101T000000Z',
        referrer_host: 'school.example.com',
      },
    });
    expect(new URL(requests[0]!.url).origin).toBe(window.location.origin);
    expect(requests[0]!.credentials).toBe('include');
    expect(requests[0]!.keepalive).toBe(true);
  });

  it('says how the page signs in (X-Auth-Method) in lms mode', async () => {
    window.history.replaceState(null, '', '/student?auth=SECRET-TOKEN');
    const { requests } = recordEvents();
    const { trackInit } = await freshTracking();
    trackInit();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.headers.get('X-Auth-Method')).toBe('lms');
  });

  it('sends no X-Auth-Method for the logto method', async () => {
    window.history.replaceState(null, '', '/student');
    const { requests } = recordEvents();
    const { trackInit } = await freshTracking();
    trackInit();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.headers.get('X-Auth-Method')).toBeNull();
  });

  it('never sends the query string (an lms token may be in it)', async () => {
    window.history.replaceState(null, '', '/student?auth=SECRET-TOKEN');
    const { bodies } = recordEvents();
    const { trackInit } = await freshTracking();

    trackInit();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));

    expect(JSON.stringify(bodies[0])).not.toContain('SECRET-TOKEN');
    expect(bodies[0]).toMatchObject({ properties: { path: '/student' } });
    window.history.replaceState(null, '', '/');
  });

  it('records the event once per page load', async () => {
    const { bodies } = recordEvents();
    const { trackInit } = await freshTracking();

    trackInit();
    trackInit();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(bodies).toHaveLength(1);
  });

  it('uses VITE_API_BASE_URL when it is set', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v2/');
    const received: string[] = [];
    server.use(
      http.post('https://api.example.com/v2/events', ({ request }) => {
        received.push(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { trackInit } = await freshTracking();

    trackInit();

    await vi.waitFor(() => expect(received).toEqual(['https://api.example.com/v2/events']));
  });

  it('never throws into the app, whether the server fails or fetch itself throws', async () => {
    const { bodies } = recordEvents(500);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { trackInit } = await freshTracking();

    expect(() => trackInit()).not.toThrow();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));

    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('fetch is broken');
      }),
    );
    const { trackInit: trackInitAgain } = await freshTracking();
    expect(() => trackInitAgain()).not.toThrow();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const { trackInit: trackInitOffline } = await freshTracking();
    trackInitOffline();
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);

    expect(unhandled).not.toHaveBeenCalled();
  });
});
