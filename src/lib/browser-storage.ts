/** A storage that keeps nothing: what the app uses when the browser refuses it storage. */
const NO_STORAGE: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/**
 * The browser's local or session storage, or one that keeps nothing when the browser refuses it:
 * inside a course platform's cross-site frame with third-party cookies blocked, Chromium throws a
 * SecurityError on the first touch of `localStorage`, which would stop the whole app.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    return window[kind];
  } catch {
    return NO_STORAGE;
  }
}
