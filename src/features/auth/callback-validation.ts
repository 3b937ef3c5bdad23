/** What the SDK stored when the sign-in started (sessionStorage `logto:<appId>:signInSession`). */
export type SignInSession = { redirectUri: string; state: string };

export type CallbackFailure =
  | { reason: 'redirect_mismatch' }
  | { reason: 'error'; error: string; description: string | null }
  | { reason: 'missing_state' }
  | { reason: 'state_mismatch' }
  | { reason: 'missing_code' };

export function readSignInSession(appId: string): SignInSession | null {
  const raw =
    sessionStorage.getItem(`logto:${appId}:signInSession`) ??
    sessionStorage.getItem(`logto:${appId}`);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { redirectUri, state } = value as Record<string, unknown>;
    return typeof redirectUri === 'string' && typeof state === 'string'
      ? { redirectUri, state }
      : null;
  } catch {
    return null;
  }
}

/**
 * Spec §5: the sign-in callback must come back to the address the sign-in started with, carry no
 * error, have the state of the sign-in started in this browser, and a code. Null when it is valid.
 */
export function validateSignInCallback(
  callbackUrl: string,
  session: SignInSession | null,
): CallbackFailure | null {
  const url = new URL(callbackUrl);
  const error = url.searchParams.get('error');
  if (error) {
    return { reason: 'error', error, description: url.searchParams.get('error_description') };
  }
  if (session && `${url.origin}${url.pathname}` !== session.redirectUri) {
    return { reason: 'redirect_mismatch' };
  }
  const state = url.searchParams.get('state');
  if (!state) return { reason: 'missing_state' };
  if (!session || state !== session.state) return { reason: 'state_mismatch' };
  if (!url.searchParams.get('code')) return { reason: 'missing_code' };
  return null;
}

/**
 * The person pressed Cancel at the identity provider (OAuth's access_denied): not a failure, the
 * app just goes back to its sign-in page.
 */
export const isCancelledSignIn = (failure: CallbackFailure | null) =>
  failure?.reason === 'error' && failure.error === 'access_denied';

export function describeCallbackFailure(failure: CallbackFailure): string {
  switch (failure.reason) {
    case 'redirect_mismatch':
      return 'The sign-in came back to a different address than the one it started from.';
    case 'error':
      return `The sign-in service reported an error: ${(failure.description ?? failure.error).replace(/\.+$/, '')}.`;
    case 'missing_state':
      return 'The answer of the sign-in service is missing its security state.';
    case 'state_mismatch':
      return 'The answer of the sign-in service does not belong to a sign-in started in this browser.';
    case 'missing_code':
      return 'The answer of the sign-in service is missing its authorisation code.';
  }
}
