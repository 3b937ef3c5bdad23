import { refreshLmsCookieSession } from '../../api/http-client';
import { loadSessionUser } from '../../api/users';
import { reportError } from '../../lib/sentry';
import { currentAuthMethod } from '../../lib/session/auth-method';
import { getAuthState } from '../../lib/session/auth-store';
import {
  addressWithoutToken,
  saveLmsToken,
  takeLaunchToken,
  urlLmsToken,
} from '../../lib/session/lms-token';
import {
  forgetOfflineUser,
  rememberUserForOffline,
  restoreOfflineUser,
} from '../../lib/session/offline-user';
import { isApiError } from '../../api/api-error';
import {
  CALLBACK_PATH,
  LOGIN_PATH,
  currentPath,
  navigateTo,
  sendToLogin,
} from '../../lib/session/navigation';
import { InvalidUserError } from '../../lib/session/stored-user';
import type { AuthMethod } from '../../../contract';

class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

export type InitialiseOptions = {
  /** logto: whether the identity provider's SDK holds a session. */
  isLogtoAuthenticated: boolean;
};

/**
 * Takes an lms token that arrived in the address while the app runs out of it (the one the page
 * opened with left it at start-up), before the user is set, so no screen acts on the address with
 * the token; it goes on as the stored record.
 */
async function removeTokenFromAddress() {
  await navigateTo(addressWithoutToken(), { replace: true });
}

async function signIn(method: AuthMethod, options: InitialiseOptions) {
  const store = getAuthState();
  switch (method) {
    case 'logto':
      if (!options.isLogtoAuthenticated) throw new NotSignedInError();
      store.setUser(await loadSessionUser());
      return;
    case 'lms': {
      const inAddress = urlLmsToken();
      const token = inAddress ?? takeLaunchToken();
      if (token) {
        saveLmsToken(token);
        if (inAddress) await removeTokenFromAddress();
        if (!(await refreshLmsCookieSession({ atLaunch: true }))) throw new NotSignedInError();
        return;
      }
      // A reload after the token left the address: the cookie session, refreshed with the stored
      // token on a 401.
      store.setUser(await loadSessionUser({ sessionHandling: true }));
      return;
    }
    case 'teachable':
      store.setUser(await loadSessionUser());
  }
}

/**
 * Spec §4 initialisation: choose the method, then sign in with it. On failure the user is cleared
 * and, unless on /login or /auth/callback (and not teachable), sent to /login.
 */
export async function initialiseAuth(options: InitialiseOptions): Promise<void> {
  const store = getAuthState();
  const method = currentAuthMethod();
  store.setAuthMethod(method);
  store.setLoading(true);
  try {
    await signIn(method, options);
    if (getAuthState().lastCookieRefresh === null) getAuthState().setLastCookieRefresh(Date.now());
    rememberUserForOffline();
  } catch (error) {
    // Offline, the server was not asked at all: go on as the user this tab last knew (read-only
    // data from this device; the next request online checks the session as usual).
    if (!navigator.onLine && !isApiError(error) && restoreOfflineUser()) return;
    getAuthState().clearUser();
    forgetOfflineUser();
    if (error instanceof InvalidUserError) reportError(error);
    const path = currentPath();
    const onSignInPage = path === LOGIN_PATH || path === CALLBACK_PATH;
    if (method === 'teachable' || !onSignInPage) sendToLogin();
  } finally {
    getAuthState().setLoading(false);
    getAuthState().setInitialized(true);
  }
}
