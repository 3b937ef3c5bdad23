import { setErrorReportingUser } from '../../lib/sentry';
import { getAuthState } from '../../lib/session/auth-store';
import type { StoredUser } from '../../lib/session/stored-user';
import { useLogtoBridge } from './logto-bridge';

/** The e-mail of the identity provider's user info (spec §7), when signed in with logto. */
async function emailFromUserInfo(): Promise<string | null> {
  const { isAuthenticated, actions } = useLogtoBridge.getState();
  if (getAuthState().authMethod !== 'logto' || !isAuthenticated || !actions) return null;
  try {
    const { email } = await actions.fetchUserInfo();
    return typeof email === 'string' && email ? email : null;
  } catch {
    return null;
  }
}

/**
 * Tags error reports with the user's id, name and e-mail (spec §1), or removes the tag on sign-out.
 * An account with no e-mail of its own (first seen from a Logto tenant, whose access tokens carry
 * none) is tagged with the e-mail of the provider's user info.
 */
export async function syncErrorReportingUser(user: StoredUser | null): Promise<void> {
  if (!user) {
    setErrorReportingUser(null);
    return;
  }
  const { id, name, email } = user;
  setErrorReportingUser({ id, name, email });
  if (email) return;
  const providerEmail = await emailFromUserInfo();
  if (providerEmail && getAuthState().user?.id === id) {
    setErrorReportingUser({ id, name, email: providerEmail });
  }
}
