/**
 * A stand-in for `@logto/react` at the module boundary. Use in a test file with
 * `vi.mock('@logto/react', () => import('../helpers/logto-mock'))` and drive it through `logtoMock`.
 * The real Logto flow is covered by the Playwright suite.
 */
import { useEffect, type ReactNode } from 'react';
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

export function useLogto() {
  return {
    isAuthenticated: logtoMock.isAuthenticated,
    isLoading: logtoMock.isLoading,
    error: undefined,
    getAccessToken: logtoMock.getAccessToken,
    signIn: logtoMock.signIn,
    signOut: logtoMock.signOut,
  };
}

function markAuthenticated() {
  logtoMock.isAuthenticated = true;
}

/** Handles the callback as `logtoMock.callback` says: success signs in, error reports the error. */
export function useHandleSignInCallback() {
  const outcome = logtoMock.callback;
  useEffect(() => {
    if (outcome === 'success') markAuthenticated();
  }, [outcome]);
  return {
    isLoading: false,
    isAuthenticated: outcome === 'success' || logtoMock.isAuthenticated,
    error: outcome === 'error' ? logtoMock.callbackError : undefined,
  };
}
