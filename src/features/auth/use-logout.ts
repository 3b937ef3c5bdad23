import { useCallback } from 'react';
import { logtoActions } from './logto-bridge';
import { logout, type LogoutOptions } from './logout';

const signOutOfProvider = async (postLogoutRedirectUri: string) =>
  (await logtoActions()).signOut(postLogoutRedirectUri);

/** Sign-out per method (spec §4); `logout({ forced: true })` is the forced logout. */
export function useLogout() {
  return useCallback((options: LogoutOptions = {}) => logout(signOutOfProvider, options), []);
}
