/*
 * Groundschool's service worker: keeps the app shell so that a page reloaded offline (a quiz in
 * progress above all) still opens. Pages: network first (a new build is seen at once), the last
 * copy when offline. Hashed assets: cache first (they never change). The API is never cached.
 */
const CACHE = 'groundschool-shell-v1';
const SHELL = '/__app-shell';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const isServerPath = (path) =>
  path.startsWith('/api/') || path.startsWith('/oidc') || path.startsWith('/interaction/');

async function keep(request, response, extraKey) {
  if (!response.ok || response.type !== 'basic') return response;
  const cache = await caches.open(CACHE);
  await cache.put(request, response.clone());
  if (extraKey) await cache.put(extraKey, response.clone());
  return response;
}

async function page(request) {
  try {
    return await keep(request, await fetch(request), SHELL);
  } catch (error) {
    const cached =
      (await caches.match(request, { ignoreSearch: true })) ?? (await caches.match(SHELL));
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  return cached ?? keep(request, await fetch(request));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

// The page lists what it loaded before this worker took control, and itself: keep those too.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.keep;
  if (!Array.isArray(urls)) return;
  const keepOne = async (cache, url) => {
    const { pathname } = new URL(url);
    if (pathname.startsWith('/assets/')) {
      if (!(await cache.match(url))) await cache.add(url);
      return;
    }
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return;
    await cache.put(url, response.clone());
    await cache.put(SHELL, response);
  };
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(urls.map((url) => keepOne(cache, url).catch(() => undefined)))),
  );
});
