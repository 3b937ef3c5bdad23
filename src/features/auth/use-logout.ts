import { useLogto } from '@logto/react';
import { useCallback } from 'react';
import { logout, type LogoutOptions } from './logout';

/** Sign-out per method (spec §4); `logout({ forced: true })` is the forced logout. */
export function useLogout() {
  const { signOut } = useLogto();
  return useCallback((options: LogoutOptions = {}) => logout(signOut, options), [signOut]);
}
