import { getAuthState } from './auth-store';
import { clearSession } from './clear-session';
import { AUTH_MAX_RETRIES, AUTH_RETRY_WAITS_MS, COOKIE_REFRESH_DEBOUNCE_MS } from './constants';
import { usableLmsToken } from './lms-token';
import { sendToLogin } from './navigation';
import { InvalidUserError } from './stored-user';

let running: Promise<boolean> | null = null;

/**
 * Runs a cookie session refresh unless one ran less than 5 seconds ago or is still running (spec §4).
 * A caller that is turned away gets the state the last refresh left: signed in or not.
 */
export function guardCookieRefresh(refresh: () => Promise<boolean>): Promise<boolean> {
  const state = getAuthState();
  if (running && state.isHandlingCookieExpiration) return running;
  const last = state.lastCookieRefresh;
  if (last !== null && Date.now() - last < COOKIE_REFRESH_DEBOUNCE_MS) {
    return Promise.resolve(state.user !== null);
  }
  state.setLastCookieRefresh(Date.now());
  state.setHandlingCookieExpiration(true);
  const current = refresh()
    .catch(() => false)
    .finally(() => {
      if (running === current) running = null;
      getAuthState().setHandlingCookieExpiration(false);
    });
  running = current;
  return current;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LmsExchange = (token: string) => Promise<unknown>;

/**
 * Spec §4, lms: refresh the session with the stored or URL token, at most 3 attempts (retry 0 to 2)
 * waiting 1 s then 2 s; afterwards the state is cleared and the user goes to /login. `isFinal` ends
 * the attempts early when the server says the token itself is no good (invalid or expired).
 */
export function refreshLmsSession(
  exchange: LmsExchange,
  isFinal: (error: unknown) => boolean = () => false,
): Promise<boolean> {
  return guardCookieRefresh(async () => {
    const token = usableLmsToken();
    if (token) {
      for (let retry = 0; retry < AUTH_MAX_RETRIES; retry += 1) {
        try {
          getAuthState().setUser(await exchange(token));
          return true;
        } catch (error) {
          if (error instanceof InvalidUserError || isFinal(error)) break;
          const delay = AUTH_RETRY_WAITS_MS[retry];
          if (delay !== undefined) await wait(delay);
        }
      }
    }
    clearSession();
    sendToLogin();
    return false;
  });
}
