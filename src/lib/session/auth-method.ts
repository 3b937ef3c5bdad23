import type { AuthMethod } from '../../../contract';
import { getAuthState } from './auth-store';
import { hasLaunchToken } from './lms-token';
import { readAuthSettings } from './settings';

export type AuthMethodContext = {
  /** The address's query string. */
  search: string;
  /** The page was opened with an lms token, already taken out of its address at start-up. */
  launchedWithToken?: boolean;
  /** window.top !== window.self */
  isFramed: boolean;
  /** document.referrer */
  referrer: string;
  /** window.location.host */
  host: string;
  /** The course platform's host ('' when none is configured). */
  coursePlatformHost: string;
  /** The method this tab used before (after an lms token left the address). */
  remembered: AuthMethod | null;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * Spec §4: a URL query parameter 'auth' means lms; embedded in a frame whose referrer is the
 * course-platform host, or running on that host, means teachable; otherwise logto. A tab that signed in
 * with lms stays lms after the token was taken out of the address (remembered for the tab).
 */
export function chooseAuthMethod(context: AuthMethodContext): AuthMethod {
  if (context.launchedWithToken || new URLSearchParams(context.search).get('auth')) return 'lms';
  const platform = context.coursePlatformHost.toLowerCase();
  if (platform) {
    const framedByPlatform =
      context.isFramed && hostOf(context.referrer).toLowerCase() === platform;
    if (framedByPlatform || context.host.toLowerCase() === platform) return 'teachable';
  }
  if (context.remembered === 'lms') return 'lms';
  return 'logto';
}

const isFramed = () => {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
};

export function currentAuthMethodContext(
  coursePlatformHost: string,
  remembered: AuthMethod | null,
): AuthMethodContext {
  return {
    search: window.location.search,
    launchedWithToken: hasLaunchToken(),
    isFramed: isFramed(),
    referrer: document.referrer,
    host: window.location.host,
    coursePlatformHost,
    remembered,
  };
}

/** The method of this page: from the address, the frame and what this tab remembered (spec §4). */
export const currentAuthMethod = (): AuthMethod =>
  chooseAuthMethod(
    currentAuthMethodContext(readAuthSettings().coursePlatformHost, getAuthState().authMethod),
  );
