import { keyValueStore } from './key-value-store';

/** What a study screen last fetched, and what the student did on this device since. */
export type OfflineSnapshot<D, E extends { id: string }> = { data: D; done: E[] };

/** A study session as kept: the server's session, with the server's clock less this device's then. */
export type KeptSession<S> = { session: S; clockOffsetMs: number };

/** A session to study: the server's, or (`offline`) the one kept on this device. */
export type StudySession<S> = KeptSession<S> & { offline: boolean };

export type OfflineSnapshots<D, E extends { id: string }> = {
  /** Keeps `data` as just fetched, with what is still on its way to the server (`done`). */
  remember: (key: string, data: D, done?: E[]) => Promise<void>;
  read: (key: string) => Promise<OfflineSnapshot<D, E> | undefined>;
  /** Adds one thing done (a rating, an answer) to the snapshot, if there is one. */
  record: (key: string, entry: E) => Promise<void>;
  /** Takes one back (an undo). */
  forget: (key: string, id: string) => Promise<void>;
};

/**
 * Study screens kept on the device (IndexedDB, see key-value-store.ts) for a reload offline: the
 * screen's data as last fetched, and what was done since, so it is not asked again. Writes are
 * made one after another, so two quick ratings never overwrite each other.
 */
export function offlineSnapshots<D, E extends { id: string }>(
  name: string,
): OfflineSnapshots<D, E> {
  const store = keyValueStore(`offline-${name}`, 'snapshots');
  let writes: Promise<unknown> = Promise.resolve();
  const inTurn = (write: () => Promise<void>) => {
    const next = writes.then(write, write);
    writes = next.catch(() => undefined);
    return next;
  };
  const readNow = (key: string) => store.get<OfflineSnapshot<D, E>>(key);
  const update = (key: string, change: (done: E[]) => E[]) =>
    inTurn(async () => {
      const snapshot = await readNow(key);
      if (snapshot) await store.set(key, { ...snapshot, done: change(snapshot.done) });
    });
  return {
    remember: (key, data, done = []) => inTurn(() => store.set(key, { data, done })),
    // After the writes already asked for.
    read: (key) => writes.then(() => readNow(key)),
    record: (key, entry) =>
      update(key, (done) => [...done.filter((each) => each.id !== entry.id), entry]),
    forget: (key, id) => update(key, (done) => done.filter((each) => each.id !== id)),
  };
}
