import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AuthMethod } from '../../../contract';
import { AUTH_STORE_NAME, authPersistence } from './auth-persistence';
import { toStoredUser, type StoredUser } from './stored-user';

/** Auth state of spec §3. */
export type AuthState = {
  user: StoredUser | null;
  isSuperuser: boolean;
  /** Where to go after signing in (the path an unauthenticated user wanted). */
  redirect: string | null;
  authMethod: AuthMethod;
  isLoading: boolean;
  isInitialized: boolean;
  /** When a cookie session refresh was last attempted (ms since epoch). */
  lastCookieRefresh: number | null;
  /** A cookie session refresh (after a 401, or proactive) is running. */
  isHandlingCookieExpiration: boolean;
};

export type AuthActions = {
  /** Stores the answer of `GET /users/me`; throws InvalidUserError when it has no id. */
  setUser: (me: unknown) => StoredUser;
  clearUser: () => void;
  setRedirect: (redirect: string | null) => void;
  setAuthMethod: (authMethod: AuthMethod) => void;
  setLoading: (isLoading: boolean) => void;
  setInitialized: (isInitialized: boolean) => void;
  setLastCookieRefresh: (at: number | null) => void;
  setHandlingCookieExpiration: (running: boolean) => void;
};

export const initialAuthState: AuthState = {
  user: null,
  isSuperuser: false,
  redirect: null,
  authMethod: 'logto',
  isLoading: false,
  isInitialized: false,
  lastCookieRefresh: null,
  isHandlingCookieExpiration: false,
};

/**
 * The redirect target and the method survive a reload (see auth-persistence.ts: the redirect for the
 * tab, the method for the browser): the logto sign-in leaves the app and comes back, and an lms
 * session must stay lms once its token left the URL, in this tab and in the next one opened.
 */
export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set) => ({
      ...initialAuthState,
      setUser: (me) => {
        const { user, isSuperuser } = toStoredUser(me);
        set({ user, isSuperuser });
        return user;
      },
      clearUser: () => set({ user: null, isSuperuser: false }),
      setRedirect: (redirect) => set({ redirect }),
      setAuthMethod: (authMethod) => set({ authMethod }),
      setLoading: (isLoading) => set({ isLoading }),
      setInitialized: (isInitialized) => set({ isInitialized }),
      setLastCookieRefresh: (lastCookieRefresh) => set({ lastCookieRefresh }),
      setHandlingCookieExpiration: (isHandlingCookieExpiration) =>
        set({ isHandlingCookieExpiration }),
    }),
    {
      name: AUTH_STORE_NAME,
      storage: authPersistence,
      partialize: (state) => ({ redirect: state.redirect, authMethod: state.authMethod }),
    },
  ),
);

export const getAuthState = () => useAuthStore.getState();
