/** Page reload guard (spec §9): never reload more than once per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'groundschool.last-reload-at';

let reloading = false;

function lastReloadAt(): number | null {
  try {
    const stored = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Whether this page has already asked the browser to reload. */
export function isReloading(): boolean {
  return reloading;
}

/**
 * Reloads the page unless it was reloaded by us less than 10 s ago (in this tab: the time survives the
 * reload in sessionStorage, so a build that keeps failing can't loop). Returns whether it reloaded.
 */
export function reloadWithGuard(): boolean {
  const now = Date.now();
  const last = lastReloadAt();
  if (last !== null && now - last < RELOAD_GUARD_MS && now >= last) return false;
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard across reloads; the in-page flag still stops repeats here.
    if (reloading) return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}
