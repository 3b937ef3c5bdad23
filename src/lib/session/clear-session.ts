import { getAuthState } from './auth-store';
import { useImpersonationStore } from './impersonation-store';
import { clearLmsToken } from './lms-token';
import { forgetOfflineUser } from './offline-user';

/** Clears the signed-in state: the user, any impersonation and the stored lms token. */
export function clearSession() {
  getAuthState().clearUser();
  useImpersonationStore.getState().stop();
  clearLmsToken();
  forgetOfflineUser();
}
