import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** A small key-value store: the quiz outbox, flashcard reviews and open attempts live in one. */
export type KeyValueStore = {
  get: <T>(key: string) => Promise<T | undefined>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  entries: <T>() => Promise<[string, T][]>;
};

function indexedDbStore(store: UseStore): KeyValueStore {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: <T>() => entries<string, T>(store),
  };
}

function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    // The caller names the type it stored under this key, as with IndexedDB.
    get: async <T>(key: string) => values.get(key) as T | undefined,
    set: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    del: async (key) => {
      values.delete(key);
    },
    entries: async <T>() => [...values.entries()] as [string, T][],
  };
}

/** IndexedDB, or this page's memory when the browser refuses it (decided once, by a first read). */
async function openStore(databaseName: string, storeName: string): Promise<KeyValueStore> {
  try {
    const store = indexedDbStore(createStore(databaseName, storeName));
    await store.get('probe');
    return store;
  } catch {
    return memoryStore();
  }
}

/**
 * A store in IndexedDB, or in this page's memory when the browser refuses IndexedDB: inside a
 * course platform's cross-site frame with third-party storage blocked, Chromium refuses to open
 * it, and the quiz could not even start. In memory, answers still go to the server at once; only
 * surviving a reload while offline is lost in such a frame.
 */
export function keyValueStore(databaseName: string, storeName: string): KeyValueStore {
  let opened: Promise<KeyValueStore> | null = null;
  const store = () => (opened ??= openStore(databaseName, storeName));
  return {
    get: async (key) => (await store()).get(key),
    set: async (key, value) => (await store()).set(key, value),
    del: async (key) => (await store()).del(key),
    entries: async () => (await store()).entries(),
  };
}
