/// <reference lib="webworker" />
/**
 * Groundschool's service worker (built by vite-plugin-pwa, injectManifest): keeps the app so that a
 * page reloaded offline — a quiz in progress, a flashcard session — still opens.
 * - The build's files are precached (hashed assets never change; the worker's revision list
 *   replaces them when a new build is deployed).
 * - Pages: network first (a new build is seen at once), the last copy of the page when offline,
 *   else the precached index.html (the app then draws the screen itself). A page painted with a
 *   person's data (`no-store`) is never kept.
 * - The API is never cached, except figures: addressed by their content's hash, they never
 *   change, and a deck studied offline needs them.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isServerPath } from '../contract/server-paths';
import { isFigurePath, KEEP_PAGE_MESSAGE, mayKeepPage, type KeepPageMessage } from './rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** The hand-written worker's cache (before vite-plugin-pwa): emptied once. */
const OLD_SHELL_CACHE = 'groundschool-shell-v1';
const PAGES_CACHE = 'groundschool-pages';
const FIGURES_CACHE = 'groundschool-figures';

void self.skipWaiting();
clientsClaim();

/** A page's address as kept: without its query, which may hold a launch token (`?auth=`). */
const pageKey = (address: string) => {
  const url = new URL(address);
  url.search = '';
  return url.href;
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  matchOptions: { ignoreSearch: true },
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) },
    new CacheableResponsePlugin({ statuses: [200] }),
    { cacheWillUpdate: async ({ response }) => (mayKeepPage(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: 50 }),
  ],
});

// Registered before the precache's route, which would answer `/` with the bare index.html.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    !isServerPath(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

registerRoute(
  ({ url }) => isFigurePath(url, self.location.origin),
  new CacheFirst({
    cacheName: FIGURES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }),
    ],
  }),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(OLD_SHELL_CACHE));
});

// The page the worker was registered from was loaded before it took control: the page asks for
// it to be kept too, so that reloading it offline draws its own first screen.
self.addEventListener('message', (event) => {
  const data = event.data as Partial<KeepPageMessage> | null;
  if (data?.type !== KEEP_PAGE_MESSAGE || typeof data.url !== 'string') return;
  const url = new URL(data.url);
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return;
  event.waitUntil(
    fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (response.ok && mayKeepPage(response)) {
          await (await caches.open(PAGES_CACHE)).put(pageKey(url.href), response);
        }
      })
      .catch(() => undefined),
  );
});
