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
 * The school this tab signs in with: the one in the address (remembered for the tab, which leaves
 * the embed address for /login and the app's screens), else the one remembered.
 */
export function currentTeachableSchool(search = window.location.search): string | null {
  const storage = browserStorage('sessionStorage');
  const inAddress = teachableSchoolIn(search);
  if (inAddress) {
    storage.setItem(KEY, inAddress);
    return inAddress;
  }
  return storage.getItem(KEY);
}
