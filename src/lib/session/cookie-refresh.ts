import { getAuthState } from './auth-store';
import { clearSession } from './clear-session';
import { AUTH_MAX_RETRIES, AUTH_RETRY_WAITS_MS, COOKIE_REFRESH_DEBOUNCE_MS } from './constants';
import { usableLmsToken } from './lms-token';
import { forgetBlockedCookies, rememberBlockedCookies } from './blocked-cookies';
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

export type LmsRefresh = {
  /** Opens a cookie session for the token; answers the user. */
  exchange: (token: string) => Promise<unknown>;
  /**
   * Whether the browser kept the session cookie: false when a call with the cookie alone is refused
   * (a third-party frame that blocks cookies). A renewal only counts once this is true.
   */
  sessionCookieWorks: () => Promise<boolean>;
  /** The server said the token itself is no good (invalid or expired): no further attempt. */
  isFinal?: (error: unknown) => boolean;
};

class CookieRefused extends Error {}

/**
 * Spec §4, lms: refresh the session with the stored or URL token, at most 3 attempts (retry 0 to 2)
 * waiting 1 s then 2 s; afterwards the state is cleared and the user goes to /login. An attempt
 * succeeds only when the browser then sends the new session cookie (the user is set as soon as the
 * exchange answers, so the first screen does not wait for that check); when every attempt opened a
 * session the browser would not keep, /login explains that cookies are blocked.
 */
export function refreshLmsSession({
  exchange,
  sessionCookieWorks,
  isFinal = () => false,
}: LmsRefresh): Promise<boolean> {
  return guardCookieRefresh(async () => {
    const token = usableLmsToken();
    let cookieRefused = false;
    if (token) {
      for (let retry = 0; retry < AUTH_MAX_RETRIES; retry += 1) {
        try {
          // The user first, so screens go on at once; the renewal counts once the cookie is proven.
          getAuthState().setUser(await exchange(token));
          if (!(await sessionCookieWorks())) throw new CookieRefused();
          forgetBlockedCookies();
          return true;
        } catch (error) {
          cookieRefused = error instanceof CookieRefused;
          if (error instanceof InvalidUserError || isFinal(error)) break;
          const delay = AUTH_RETRY_WAITS_MS[retry];
          if (delay !== undefined) await wait(delay);
        }
      }
    }
    if (cookieRefused && token) rememberBlockedCookies(token);
    clearSession();
    sendToLogin();
    return false;
  });
}
