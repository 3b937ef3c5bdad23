import { isChunkLoadError } from './chunk-error';
import { isReloading, reloadWithGuard } from './reload-guard';
import { BUILDS_CHECK_INTERVAL_MS, checkForNewBuild } from './version-check';

export { appVersion } from './app-version';
export { RELOAD_GUARD_MS } from './reload-guard';
export { BUILDS_CHECK_INTERVAL_MS } from './version-check';

let polling: ReturnType<typeof setInterval> | null = null;

function onPreloadError(event: Event): void {
  // Vite fires this for any failed dynamic import, also a module that threw while it ran: only a module
  // that could not be fetched means a new build. Not prevented: the error page shows if no reload happens.
  const payload = (event as Event & { payload?: unknown }).payload;
  if (isChunkLoadError(payload)) reloadWithGuard();
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
