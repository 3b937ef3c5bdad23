import { browserStorage } from '../browser-storage';

/** The impersonation store's name in the tab's sessionStorage (src/lib/session/impersonation-store.ts). */
export const IMPERSONATION_STORE_NAME = 'gs.impersonation';

/** Whether this tab remembers viewing as a student (read before the app's code runs, too). */
export function remembersImpersonation(): boolean {
  try {
    const stored = JSON.parse(
      browserStorage('sessionStorage').getItem(IMPERSONATION_STORE_NAME) ?? 'null',
    ) as { state?: { impersonatedStudent?: unknown } } | null;
    return Boolean(stored?.state?.impersonatedStudent);
  } catch {
    return true;
  }
}
