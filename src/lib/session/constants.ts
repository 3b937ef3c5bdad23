import { LMS_TOKEN_VALIDITY_MS } from '../../../contract/auth';

/**
 * The session constants of spec §9, in one place. Names follow the spec's table.
 */

/** LMS token validity: 24 hours (the stored record's expiresAt = timestamp + this). */
export { LMS_TOKEN_VALIDITY_MS };

/**
 * Session refresh threshold: 30 minutes. It governs the session check of the logto and teachable
 * methods: a check (periodic, tab visible, window focus) re-reads the user from `GET /users/me` —
 * which validates the bearer token or the session cookie and picks up changed roles — only when the
 * last refresh is at least this old; younger sessions are trusted without a call. (lms sessions use
 * the shorter proactive refresh below.)
 */
export const SESSION_REFRESH_THRESHOLD_MS = 30 * 60 * 1000;

/**
 * Proactive refresh when the token age is over 20 minutes: for lms, the age of the cookie session
 * that the LMS token last opened (time since the last cookie refresh); an older one is renewed by
 * exchanging the stored token again before it can lapse.
 */
export const PROACTIVE_REFRESH_TOKEN_AGE_MS = 20 * 60 * 1000;

/** Cookie refresh debounce: skipped when attempted less than 5 seconds ago (or still running). */
export const COOKIE_REFRESH_DEBOUNCE_MS = 5 * 1000;

/** Auth retries: at most 3 attempts (retry 0 to 2), waiting 1 s then 2 s between them. */
export const AUTH_MAX_RETRIES = 3;
export const AUTH_RETRY_WAITS_MS = [1000, 2000] as const;

/** Periodic auth check: every 15 minutes. */
export const PERIODIC_AUTH_CHECK_MS = 15 * 60 * 1000;

/** Redirect wait: 3 seconds with an lms token, otherwise 1 second. */
export const REDIRECT_WAIT_WITH_LMS_TOKEN_MS = 3000;
export const REDIRECT_WAIT_MS = 1000;

/** Toast duration: 5 seconds (toasts appear top-right). */
export const TOAST_DURATION_MS = 5000;

/** Logout popup: 400 by 600 pixels; the app goes to /login after 3000 ms. */
export const LOGOUT_POPUP_WIDTH = 400;
export const LOGOUT_POPUP_HEIGHT = 600;
export const LOGOUT_POPUP_REDIRECT_MS = 3000;
