import { getAuthState } from './auth-store';
import { addressWithoutToken } from './lms-token';
import { paths } from '../paths';

export type NavigateOptions = { replace?: boolean };
type Navigator = (path: string, options?: NavigateOptions) => void | Promise<void>;

/** The router's navigate, registered by the AuthProvider (code outside React navigates with it). */
let navigator: Navigator | null = null;

export function registerNavigator(navigate: Navigator | null) {
  navigator = navigate;
}

/** Resolves when the router has moved (the browser's own navigation never resolves). */
export async function navigateTo(path: string, options: NavigateOptions = {}): Promise<void> {
  if (navigator) return navigator(path, options);
  if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}

export const LOGIN_PATH = paths.login.href();
export const CALLBACK_PATH = paths.authCallback.href();
export const LOGGED_IN_PATH = paths.loggedIn.href();

const SIGN_IN_PATHS = [LOGIN_PATH, CALLBACK_PATH, LOGGED_IN_PATH];

export const currentPath = () => window.location.pathname;

/** The path a person wanted, without the one-time lms token; null for the sign-in pages. */
export function wantedPath(pathname: string, search: string, hash: string): string | null {
  if (SIGN_IN_PATHS.includes(pathname)) return null;
  return addressWithoutToken({ pathname, search, hash });
}

/** Spec §2: an unauthenticated user goes to /login and the wanted path becomes the redirect target. */
export function sendToLogin(options: NavigateOptions = {}) {
  const { pathname, search, hash } = window.location;
  const wanted = wantedPath(pathname, search, hash);
  if (wanted) getAuthState().setRedirect(wanted);
  if (pathname !== LOGIN_PATH) void navigateTo(LOGIN_PATH, options);
}

/**
 * Set by a sign-out until /login is reached: a screen losing its user on the way out is not a page
 * somebody wanted, so the guard does not remember it as the redirect target.
 */
let signingOut = false;

export const setSigningOut = (value: boolean) => {
  signingOut = value;
};

export const isSigningOut = () => signingOut;
