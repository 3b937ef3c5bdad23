import type * as BuildsModuleNamespace from '../../../src/lib/builds';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';

type BuildsModule = typeof BuildsModuleNamespace;

const HOUR = 60 * 60 * 1000;
const realLocation = window.location;
let reload: ReturnType<typeof vi.fn>;
let builds: BuildsModule | null = null;

/** A new page load: fresh module state, the same tab's sessionStorage. */
async function loadPage(): Promise<BuildsModule> {
  builds?.stopBuildsPolling();
  vi.resetModules();
  builds = await import('../../../src/lib/builds');
  return builds;
}

function deploy(version: string) {
  const requests: URL[] = [];
  server.use(
    http.get('/version.json', ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ version, built_at: '2025-01-01T00:00:00.000Z' });
    }),
  );
  return requests;
}

function chunkError() {
  return new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:3000/assets/student-home-page-1a2b3c.js',
  );
}

describe('builds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('__APP_VERSION__', 'build-1');
    reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...realLocation, reload, href: realLocation.href, origin: realLocation.origin },
    });
  });
  afterEach(() => {
    builds?.stopBuildsPolling();
    builds = null;
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('builds check every hour', () => {
    it('fetches /version.json once an hour, uncached, and reloads when a new build is out', async () => {
      const requests = deploy('build-2');
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();

      await vi.advanceTimersByTimeAsync(HOUR - 1000);
      expect(requests).toHaveLength(0);

      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(requests).toHaveLength(1);
      expect(requests[0]!.searchParams.get('t')).toBeTruthy();
    });

    it('asks for a fresh manifest each time (no-store, a new cache-busting query)', async () => {
      const seen: { cache: RequestCache; t: string | null }[] = [];
      server.use(
        http.get('/version.json', ({ request }) => {
          seen.push({ cache: request.cache, t: new URL(request.url).searchParams.get('t') });
          return HttpResponse.json({ version: 'build-1', built_at: '2025-01-01T00:00:00.000Z' });
        }),
      );
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();

      await vi.advanceTimersByTimeAsync(2 * HOUR);

      expect(seen).toHaveLength(2);
      expect(seen.every((request) => request.cache === 'no-store')).toBe(true);
      expect(seen[0]!.t).not.toBe(seen[1]!.t);
    });

    it('keeps running when the deployed build is the running one', async () => {
      const requests = deploy('build-1');
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();

      await vi.advanceTimersByTimeAsync(3 * HOUR);

      expect(requests).toHaveLength(3);
      expect(reload).not.toHaveBeenCalled();
    });

    it('ignores a missing or malformed manifest', async () => {
      server.use(
        http.get('/version.json', () => new HttpResponse('<!doctype html>', { status: 200 })),
      );
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();
      await vi.advanceTimersByTimeAsync(HOUR);

      server.use(http.get('/version.json', () => new HttpResponse(null, { status: 404 })));
      await vi.advanceTimersByTimeAsync(HOUR);

      expect(reload).not.toHaveBeenCalled();
    });

    it('starts only one poller however often it is started', async () => {
      const requests = deploy('build-1');
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();
      startBuildsPolling();

      await vi.advanceTimersByTimeAsync(HOUR);

      expect(requests).toHaveLength(1);
    });
  });

  describe('page reload guard of 10 seconds', () => {
    it('does not reload again within 10 s of the last reload, even after the page came back', async () => {
      deploy('build-2');
      const first = await loadPage();
      first.startBuildsPolling();
      await vi.advanceTimersByTimeAsync(HOUR);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

      // The reloaded page still runs the old build (a CDN lagging behind) and fails a chunk 5 s later.
      const second = await loadPage();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(second.reloadAfterChunkError(chunkError())).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(5_001);
      expect(second.reloadAfterChunkError(chunkError())).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    });

    it('reloads at most once per page however many errors arrive', async () => {
      const { reloadAfterChunkError } = await loadPage();

      expect(reloadAfterChunkError(chunkError())).toBe(true);
      expect(reloadAfterChunkError(chunkError())).toBe(true);

      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  describe('chunk errors after a deploy', () => {
    it.each([
      ['Chromium', new TypeError('Failed to fetch dynamically imported module: /assets/a.js')],
      ['Firefox', new TypeError('error loading dynamically imported module: /assets/a.js')],
      ['Safari', new TypeError('Importing a module script failed.')],
      ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css')],
    ])('reloads on a failed lazy module load (%s)', async (_browser, error) => {
      const { reloadAfterChunkError } = await loadPage();

      expect(reloadAfterChunkError(error)).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload for other errors', async () => {
      const { reloadAfterChunkError } = await loadPage();

      expect(
        reloadAfterChunkError(new TypeError("Cannot read properties of undefined (reading 'id')")),
      ).toBe(false);
      expect(reloadAfterChunkError('Failed to fetch dynamically imported module')).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });

    const preloadError = (payload: unknown) =>
      Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

    it("reloads on Vite's preload error event for a stylesheet that failed to load, within the guard", async () => {
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();

      const missing = new Error('Unable to preload CSS for /assets/x.css');
      window.dispatchEvent(preloadError(missing));
      window.dispatchEvent(preloadError(missing));

      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('leaves a screen module that is gone to the route error page (it reloads at the new address)', async () => {
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();

      const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
      window.dispatchEvent(preloadError(missing));

      expect(reload).not.toHaveBeenCalled();
    });

    it("does not reload on Vite's preload error event for a module that threw while it ran", async () => {
      const { startBuildsPolling } = await loadPage();
      startBuildsPolling();

      window.dispatchEvent(preloadError(new Error('boom')));

      expect(reload).not.toHaveBeenCalled();
    });
  });
});
