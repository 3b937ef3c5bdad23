import { browserStorage } from '../browser-storage';

/** The query parameter of a school's embed address (`/?teachable=<school id>`). */
export const TEACHABLE_SCHOOL_PARAM = 'teachable';

const KEY = 'gs.teachableSchool';

/** The Teachable school id in an address's query string, if any. */
export function teachableSchoolIn(search: string): string | null {
  const school = new URLSearchParams(search).get(TEACHABLE_SCHOOL_PARAM)?.trim();
  return school ? school : null;
}

/**
 * The school this browser signs in with: the one in the address (remembered, as the tab leaves the
 * embed address for /login and the app's screens), else the one remembered. Remembered for the
 * browser, like the cookie session the school's sign-in opens: a new tab signs in with it too.
 */
export function currentTeachableSchool(search = window.location.search): string | null {
  const storage = browserStorage('localStorage');
  const inAddress = teachableSchoolIn(search);
  if (inAddress) {
    storage.setItem(KEY, inAddress);
    return inAddress;
  }
  return storage.getItem(KEY);
}

/** The app's end of a school's session (sign-out here and at Teachable). */
export const teachableSignOutUrl = (school: string) =>
  `/auth/teachable/sign-out?${new URLSearchParams({ school }).toString()}`;
