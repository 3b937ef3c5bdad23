import { create } from 'zustand';
import { browserStorage } from '../../lib/browser-storage';

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
  /** Something needs the SDK (a sign-in or sign-out was asked for): load it even without a session. */
  wanted: boolean;
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
  wanted: false,
}));

export const resetLogtoBridge = () =>
  useLogtoBridge.setState({
    ready: false,
    isAuthenticated: false,
    isLoading: true,
    callbackError: null,
    actions: null,
    wanted: false,
  });

/**
 * Whether this browser may hold a Logto session: the SDK keeps its tokens in localStorage under
 * `logto:<appId>…`, and a sign-in under way in sessionStorage. Without either, the person is signed
 * out and the SDK (a large chunk) need not load before the first screen.
 */
export function mayHoldLogtoSession(appId: string): boolean {
  const prefix = `logto:${appId}`;
  const hasKey = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)).some(
      (key) => key?.startsWith(prefix) ?? false,
    );
  return hasKey(browserStorage('localStorage')) || hasKey(browserStorage('sessionStorage'));
}

/** No session to ask the SDK about: the bridge answers "signed out" without loading it. */
export const settleWithoutSdk = () =>
  useLogtoBridge.setState({ ready: true, isLoading: false, isAuthenticated: false });

/** The SDK's actions once it has loaded. */
export function logtoActions(): Promise<LogtoActions> {
  const { actions } = useLogtoBridge.getState();
  if (actions) return Promise.resolve(actions);
  useLogtoBridge.setState({ wanted: true });
  return new Promise((resolve) => {
    const unsubscribe = useLogtoBridge.subscribe((state) => {
      if (!state.actions) return;
      unsubscribe();
      resolve(state.actions);
    });
  });
}
