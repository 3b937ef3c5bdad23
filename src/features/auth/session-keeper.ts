import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import { refreshLmsCookieSession } from '../../api/http-client';
import { loadSessionUser } from '../../api/users';
import { getAuthState } from '../../lib/session/auth-store';
import {
  PERIODIC_AUTH_CHECK_MS,
  PROACTIVE_REFRESH_TOKEN_AGE_MS,
  SESSION_REFRESH_THRESHOLD_MS,
} from '../../lib/session/constants';
import { guardCookieRefresh } from '../../lib/session/cookie-refresh';
import { usableLmsToken } from '../../lib/session/lms-token';
import { sendToLogin } from '../../lib/session/navigation';

/** Re-reads the user; a 401 ends the session (teachable's 401 is handled by the HTTP client). */
async function reloadUser(): Promise<boolean> {
  try {
    getAuthState().setUser(await loadSessionUser({ sessionHandling: true }));
    return true;
  } catch (error) {
    const state = getAuthState();
    if (isApiError(error) && error.status === 401 && state.authMethod === 'logto') {
      state.clearUser();
      sendToLogin();
    }
    return false;
  }
}

/**
 * One session check (spec §4): lms renews its cookie session with the stored token once the token
 * age (time since the last cookie refresh) is over 20 minutes; logto and teachable re-read the user
 * once the last refresh is 30 minutes old (the session refresh threshold).
 */
export async function checkSession(): Promise<void> {
  const state = getAuthState();
  if (!state.isInitialized || state.isLoading || !state.user) return;
  const age = state.lastCookieRefresh === null ? Infinity : Date.now() - state.lastCookieRefresh;
  if (state.authMethod === 'lms') {
    // Without a usable token there is nothing to renew with: the session lasts until its 401.
    if (age > PROACTIVE_REFRESH_TOKEN_AGE_MS && usableLmsToken()) await refreshLmsCookieSession();
    return;
  }
  if (age >= SESSION_REFRESH_THRESHOLD_MS) await guardCookieRefresh(reloadUser);
}

/** Checks the session every 15 minutes, when the tab becomes visible and when the window gains focus. */
export function useSessionKeeper() {
  useEffect(() => {
    const check = () => void checkSession();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, PERIODIC_AUTH_CHECK_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', check);
    };
  }, []);
}
