import { http, HttpResponse } from 'msw';
import { trackEventBodySchema } from '../../../contract/events';
import { server } from '../msw-server';
import { api } from '../helpers/api-handlers';

async function freshTracking() {
  vi.resetModules();
  return import('../../../src/lib/tracking');
}

function recordEvents(status = 204) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  server.use(
    http.post(api('events'), async ({ request }) => {
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

  it('carries the CSRF token of a cookie session, so a signed-in page is not refused', async () => {
    document.cookie = 'gs_csrf=token-of-the-session';
    const { requests } = recordEvents();
    const { trackInit } = await freshTracking();
    trackInit();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.headers.get('X-CSRF-Token')).toBe('token-of-the-session');
    document.cookie = 'gs_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends nothing before the page has loaded: the first screen goes first', async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const sent = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', sent);
    const { trackInit } = await freshTracking();

    trackInit();
    vi.advanceTimersByTime(5000);
    expect(sent).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(sent).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('says where the app opened, even when it has moved on by the time the event is sent', async () => {
    vi.useFakeTimers();
    const sent = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    vi.stubGlobal('fetch', sent);
    window.history.replaceState(null, '', '/?auth=SECRET-TOKEN');
    const { trackInit } = await freshTracking();

    trackInit();
    window.history.replaceState(null, '', '/student');
    vi.advanceTimersByTime(1);

    expect(sent).toHaveBeenCalledTimes(1);
    const init = sent.mock.calls[0]![1];
    expect(JSON.parse(String(init.body))).toMatchObject({ properties: { path: '/' } });
    expect(new Headers(init.headers).get('X-Auth-Method')).toBe('lms');
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
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
