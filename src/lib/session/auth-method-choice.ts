import type { AuthMethod } from '../../../contract';
import { teachableSchoolIn } from './teachable-school';

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
  /** The method this browser used before (after an lms token left the address). */
  remembered: AuthMethod | null;
  /** The Teachable school this browser remembers from an embed address (`?teachable=`), if any. */
  rememberedTeachableSchool?: string | null;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * Spec §4: a URL query parameter 'auth' means lms; a 'teachable' one (a school's embed address)
 * means teachable, as does being embedded in a frame whose referrer is the course-platform host,
 * or running on that host; otherwise logto. A tab that signed in with lms stays lms after the
 * token was taken out of the address, and one opened from a school's embed address stays teachable
 * (both remembered for the browser, so a new tab on a bookmarked page signs in the same way).
 */
export function chooseAuthMethod(context: AuthMethodContext): AuthMethod {
  if (context.launchedWithToken || new URLSearchParams(context.search).get('auth')) return 'lms';
  if (teachableSchoolIn(context.search)) return 'teachable';
  const platform = context.coursePlatformHost.toLowerCase();
  if (platform) {
    const framedByPlatform =
      context.isFramed && hostOf(context.referrer).toLowerCase() === platform;
    if (framedByPlatform || context.host.toLowerCase() === platform) return 'teachable';
  }
  if (context.remembered === 'lms') return 'lms';
  if (context.remembered === 'teachable' && context.rememberedTeachableSchool) return 'teachable';
  return 'logto';
}

export const isFramed = () => {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
};
