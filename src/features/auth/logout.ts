import { postLogout } from '../../api/users';
import { getAuthState } from '../../lib/session/auth-store';
import { clearSession } from '../../lib/session/clear-session';
import {
  LOGOUT_POPUP_HEIGHT,
  LOGOUT_POPUP_REDIRECT_MS,
  LOGOUT_POPUP_WIDTH,
} from '../../lib/session/constants';
import { LOGIN_PATH, navigateTo, setSigningOut } from '../../lib/session/navigation';
import { readAuthSettings } from '../../lib/session/settings';
import { currentTeachableSchool, teachableSignOutUrl } from '../../lib/session/teachable-school';
import { postLogoutUri } from './logto-config';

export type LogoutOptions = {
  /** Forced logout (Login Failed): platform sign-out popup, then /login replacing the history entry. */
  forced?: boolean;
};

/** Signs out of the identity provider and comes back to /login (logto). */
export type ProviderSignOut = (postLogoutRedirectUri: string) => Promise<unknown>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function openSignOutPopup(url: string) {
  if (!url) return null;
  return window.open(
    url,
    'groundschool-sign-out',
    `popup,width=${LOGOUT_POPUP_WIDTH},height=${LOGOUT_POPUP_HEIGHT}`,
  );
}

/**
 * The course platform's sign-out page: the remembered Teachable school's (through the app, which
 * knows its address), else the configured one.
 */
function platformSignOutUrl() {
  const school = currentTeachableSchool();
  return school ? teachableSignOutUrl(school) : readAuthSettings().coursePlatformLogoutUrl;
}

/**
 * Spec §4 sign-out: post to the server, clear the state, go to /login. teachable also opens the
 * platform's sign-out page in a new tab; logto also signs out of the provider (which comes back to
 * /login). Forced: the platform's sign-out page in a 400×600 popup, closed after 3 s, then /login
 * replacing the history entry.
 */
export async function logout(signOutOfProvider: ProviderSignOut, options: LogoutOptions = {}) {
  const { authMethod } = getAuthState();
  const coursePlatformLogoutUrl =
    authMethod === 'teachable' ? platformSignOutUrl() : readAuthSettings().coursePlatformLogoutUrl;
  await postLogout();

  if (options.forced) {
    const popup = openSignOutPopup(coursePlatformLogoutUrl);
    if (popup) {
      await wait(LOGOUT_POPUP_REDIRECT_MS);
      popup.close();
    }
  } else if (authMethod === 'teachable' && coursePlatformLogoutUrl) {
    window.open(coursePlatformLogoutUrl, '_blank', 'noopener');
  }

  setSigningOut(true);
  clearSession();
  getAuthState().setRedirect(null);
  void navigateTo(LOGIN_PATH, { replace: options.forced === true });
  if (authMethod === 'logto') await signOutOfProvider(postLogoutUri());
}
