import type { PersistStorage } from 'zustand/middleware';
import { AUTH_METHODS, type AuthMethod } from '../../../contract/auth';
import { browserStorage } from '../browser-storage';

/** What the auth store remembers across page loads. */
export type RememberedAuth = { redirect: string | null; authMethod: AuthMethod };

/** The auth store's name in the browser's storages. */
export const AUTH_STORE_NAME = 'gs.auth';

const methodKey = (name: string) => `${name}.method`;

const isAuthMethod = (value: unknown): value is AuthMethod =>
  (AUTH_METHODS as readonly unknown[]).includes(value);

function readJson(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The sign-in method is the browser's (localStorage), as are the session it names (the cookie) and
 * the lms token: a new tab of the same browser profile, opened on a bookmarked page, signs in the
 * same way instead of counting as signed out. Inside a course platform's cross-site frame the browser
 * keeps that frame's storage and cookies apart from top-level tabs (storage partitioning), so an lms
 * launch in a frame still does not make other tabs lms. The redirect is the tab's (sessionStorage):
 * where this tab wanted to go, which another tab's sign-in must not change.
 */
export const authPersistence: PersistStorage<RememberedAuth> = {
  getItem: (name) => {
    // `gs.auth` of an older build also held the method: a tab open across the update keeps it.
    const tab = readJson(browserStorage('sessionStorage'), name)?.state as
      Record<string, unknown> | undefined;
    const browser = readJson(browserStorage('localStorage'), methodKey(name));
    const authMethod = browser?.authMethod ?? tab?.authMethod;
    if (!tab && !browser) return null;
    const state: Partial<RememberedAuth> = {};
    if (typeof tab?.redirect === 'string') state.redirect = tab.redirect;
    if (isAuthMethod(authMethod)) state.authMethod = authMethod;
    return { state: state as RememberedAuth, version: 0 };
  },
  setItem: (name, { state }) => {
    browserStorage('sessionStorage').setItem(
      name,
      JSON.stringify({ state: { redirect: state.redirect }, version: 0 }),
    );
    browserStorage('localStorage').setItem(
      methodKey(name),
      JSON.stringify({ authMethod: state.authMethod }),
    );
  },
  removeItem: (name) => {
    browserStorage('sessionStorage').removeItem(name);
    browserStorage('localStorage').removeItem(methodKey(name));
  },
};

/** The sign-in method this browser remembered, or null (read before the app runs, too). */
export function rememberedAuthMethod(): AuthMethod | null {
  const method = readJson(browserStorage('localStorage'), methodKey(AUTH_STORE_NAME))?.authMethod;
  return isAuthMethod(method) ? method : null;
}
