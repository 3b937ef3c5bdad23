import { create } from 'zustand';

/** What the app needs of the Logto SDK (the subset of `useLogto()` it uses). */
export type LogtoActions = {
  getAccessToken: (resource?: string) => Promise<string | undefined>;
  signIn: (redirectUri: string) => Promise<void>;
  signOut: (postLogoutRedirectUri?: string) => Promise<unknown>;
  /** The provider's user info endpoint (spec §7). */
  fetchUserInfo: () => Promise<{ email?: string | null }>;
};

type LogtoBridgeState = {
  /** The SDK has loaded (it is a lazy chunk, off the first paint). */
  ready: boolean;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The error of the sign-in callback handling, if it failed. */
  callbackError: Error | null;
  actions: LogtoActions | null;
};

/**
 * The Logto SDK as seen by the rest of the app. `LogtoConnector` (loaded lazily) renders the
 * LogtoProvider and publishes its state here, so no screen waits for the SDK to render.
 */
export const useLogtoBridge = create<LogtoBridgeState>()(() => ({
  ready: false,
  isAuthenticated: false,
  isLoading: true,
  callbackError: null,
  actions: null,
}));

export const resetLogtoBridge = () =>
  useLogtoBridge.setState({
    ready: false,
    isAuthenticated: false,
    isLoading: true,
    callbackError: null,
    actions: null,
  });

/** The SDK's actions once it has loaded. */
export function logtoActions(): Promise<LogtoActions> {
  const { actions } = useLogtoBridge.getState();
  if (actions) return Promise.resolve(actions);
  return new Promise((resolve) => {
    const unsubscribe = useLogtoBridge.subscribe((state) => {
      if (!state.actions) return;
      unsubscribe();
      resolve(state.actions);
    });
  });
}
