import { isChunkLoadError, isStylesheetPreloadError } from './chunk-error';
import { isReloading, reloadWithGuard } from './reload-guard';
import { BUILDS_CHECK_INTERVAL_MS, checkForNewBuild } from './version-check';

export { appVersion } from './app-version';
export { RELOAD_GUARD_MS } from './reload-guard';
export { BUILDS_CHECK_INTERVAL_MS } from './version-check';

let polling: ReturnType<typeof setInterval> | null = null;

function onPreloadError(event: Event): void {
  // Vite fires this for any failed dynamic import. A screen's module that is gone is left to the
  // route's error page, which reloads at the address the user was going to: reloading here would
  // reload the page they are leaving, and the click would seem to do nothing. Only a stylesheet that
  // could not be preloaded (no error reaches a route for it) reloads here.
  const payload = (event as Event & { payload?: unknown }).payload;
  if (isStylesheetPreloadError(payload)) reloadWithGuard();
}

/** Polls the build manifest every hour and reloads on a new build; also reloads when Vite fails to preload a chunk. */
export function startBuildsPolling(): void {
  if (polling !== null) return;
  polling = setInterval(() => void checkForNewBuild(), BUILDS_CHECK_INTERVAL_MS);
  window.addEventListener('vite:preloadError', onPreloadError);
}

/** For tests and hot reload: stops what startBuildsPolling started. */
export function stopBuildsPolling(): void {
  if (polling !== null) clearInterval(polling);
  polling = null;
  window.removeEventListener('vite:preloadError', onPreloadError);
}

/**
 * Reload after a lazy chunk failed to load (a deploy happened), at most once per 10 s. Returns true when
 * the page is reloading (now or already), so the caller can show "updating" instead of the error.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadWithGuard() || isReloading();
}
