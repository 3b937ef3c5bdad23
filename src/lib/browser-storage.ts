/** A storage in this page's memory: what the app keeps when the browser refuses it storage. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}

const pageMemory = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };

/**
 * The browser's local or session storage, or one in this page's memory when the browser refuses
 * it: inside a course platform's cross-site frame with third-party cookies blocked, Chromium throws
 * a SecurityError on the first touch of `localStorage`, which would stop the whole app. In memory,
 * the launch token still renews the session while the page is open.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    return window[kind];
  } catch {
    return pageMemory[kind];
  }
}
