import { browserStorage } from '../browser-storage';
const KEY = 'gs.cookiesBlocked';

/**
 * The browser refused the session cookie inside the course page (third-party cookies blocked): keep
 * the launch token for this tab, so /login can offer to open the app in a tab of its own.
 */
export function rememberBlockedCookies(token: string) {
  browserStorage('sessionStorage').setItem(KEY, token);
}

export const forgetBlockedCookies = () => browserStorage('sessionStorage').removeItem(KEY);

/** The address that opens the app signed in, in a new tab, or null when cookies were not blocked. */
export function blockedCookiesLaunchUrl(): string | null {
  const token = browserStorage('sessionStorage').getItem(KEY);
  return token ? `${window.location.origin}/?auth=${encodeURIComponent(token)}` : null;
}
