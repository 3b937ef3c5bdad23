import { useAuthStore } from './auth-store';
import { browserStorage } from '../browser-storage';

/**
 * The user as the last successful sign-in in this tab knew them, so that a page reloaded while
 * the device is offline (a quiz in progress) opens signed in instead of bouncing to /login. Only
 * used when the browser says it is offline and the server could not be reached at all.
 */
const KEY = 'gs.offlineUser';

export function rememberUserForOffline() {
  const { user, isSuperuser } = useAuthStore.getState();
  if (user) browserStorage('sessionStorage').setItem(KEY, JSON.stringify({ user, isSuperuser }));
}

export function forgetOfflineUser() {
  browserStorage('sessionStorage').removeItem(KEY);
}

/** Restores the remembered user; false when there is none. */
export function restoreOfflineUser(): boolean {
  const raw = browserStorage('sessionStorage').getItem(KEY);
  if (!raw) return false;
  try {
    const { user, isSuperuser } = JSON.parse(raw) as {
      user: ReturnType<typeof useAuthStore.getState>['user'];
      isSuperuser: boolean;
    };
    if (!user) return false;
    useAuthStore.setState({ user, isSuperuser });
    return true;
  } catch {
    return false;
  }
}
