import type { AuthMethod } from '../../../contract';
import { getAuthState } from './auth-store';
import { hasLaunchToken } from './lms-token';
import { readAuthSettings } from './settings';
import { currentTeachableSchool } from './teachable-school';
import { chooseAuthMethod, isFramed, type AuthMethodContext } from './auth-method-choice';

export { chooseAuthMethod, isFramed, type AuthMethodContext };

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
    rememberedTeachableSchool: currentTeachableSchool(),
  };
}

/** The method of this page: from the address, the frame and what this browser remembered (spec §4). */
export const currentAuthMethod = (): AuthMethod =>
  chooseAuthMethod(
    currentAuthMethodContext(readAuthSettings().coursePlatformHost, getAuthState().authMethod),
  );
