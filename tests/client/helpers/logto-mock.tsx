/**
 * A stand-in for `@logto/react` at the module boundary. Use in a test file with
 * `vi.mock('@logto/react', () => import('../helpers/logto-mock'))` and drive it through `logtoMock`.
 * The real Logto flow is covered by the Playwright suite.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { vi } from 'vitest';

type CallbackOutcome = 'none' | 'success' | 'error';

export const logtoMock = {
  isAuthenticated: false,
  isLoading: false,
  /** What the SDK's sign-in callback handling does on /auth/callback. */
  callback: 'none' as CallbackOutcome,
  callbackError: new Error('Token exchange failed'),
  getAccessToken: vi.fn(async (_resource?: string): Promise<string | undefined> => 'logto-token'),
  signIn: vi.fn(async (_redirectUri: string) => undefined),
  signOut: vi.fn(async (_postLogoutRedirectUri?: string) => undefined),
  config: null as unknown,
};

/** A person signed in at the identity provider: the SDK's state, and its tokens in localStorage. */
export function signedInWithLogto() {
  logtoMock.isAuthenticated = true;
  localStorage.setItem('logto:groundschool-spa:refreshToken', 'refresh-token');
}

/** The SDK is still reading the session it stored (a sign-in may be in there). */
export function sdkStillChecking() {
  logtoMock.isLoading = true;
  localStorage.setItem('logto:groundschool-spa:refreshToken', 'refresh-token');
}

export function resetLogtoMock() {
  logtoMock.isAuthenticated = false;
  logtoMock.isLoading = false;
  logtoMock.callback = 'none';
  logtoMock.config = null;
  logtoMock.getAccessToken.mockReset();
  logtoMock.getAccessToken.mockImplementation(async () => 'logto-token');
  logtoMock.signIn.mockReset();
  logtoMock.signOut.mockReset();
}

function recordConfig(config: unknown) {
  logtoMock.config = config;
}

export function LogtoProvider({ config, children }: { config: unknown; children?: ReactNode }) {
  useEffect(() => recordConfig(config), [config]);
  return <>{children}</>;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const useIsAuthenticated = () => useSyncExternalStore(subscribe, () => logtoMock.isAuthenticated);

export function useLogto() {
  return {
    isAuthenticated: useIsAuthenticated(),
    isLoading: logtoMock.isLoading,
    error: undefined,
    getAccessToken: logtoMock.getAccessToken,
    signIn: logtoMock.signIn,
    signOut: logtoMock.signOut,
  };
}

/** Like the SDK: every consumer of the Logto context sees the sign-in in the same render. */
function markAuthenticated() {
  logtoMock.isAuthenticated = true;
  listeners.forEach((listener) => listener());
}

/** Handles the callback as `logtoMock.callback` says: success signs in, error reports the error. */
export function useHandleSignInCallback() {
  const outcome = logtoMock.callback;
  const isAuthenticated = useIsAuthenticated();
  useEffect(() => {
    if (outcome === 'success') markAuthenticated();
  }, [outcome]);
  return {
    isLoading: false,
    isAuthenticated,
    error: outcome === 'error' ? logtoMock.callbackError : undefined,
  };
}
