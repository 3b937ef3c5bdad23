import { ANY_TABLE, type DataChanges } from './data-changes';

export type ReadCacheOptions = {
  /** The tables the reads come from: a committed write to any of them drops every copy. */
  tables: readonly string[];
  /** Copies kept at most; the least recently read goes first. */
  maxEntries: number;
  /** A copy is read again after this long even if no change was heard (a backstop). */
  maxAgeMs: number;
  /**
   * The copies decide what someone may do (sessions, roles). They are kept only where every change
   * is heard before the request that made it answers (`onlyWriterIsThisProcess`): once a sign-out
   * or a role removal has answered, no process may still grant it from a copy.
   */
  grantsAccess: boolean;
};

export type ReadCache<V> = {
  /**
   * The copy kept under `key` while it is good at `now` (ms); otherwise `load()`'s answer, kept
   * until `goodUntil(value)` (ms; when time alone changes the answer) if no change to the tables
   * was heard while it loaded. `null` is never kept.
   */
  read(
    key: string,
    now: number,
    load: () => Promise<V | null>,
    goodUntil?: (value: V) => number,
  ): Promise<V | null>;
  /** Stops hearing changes (the app closes). */
  close(): void;
};

type Entry<V> = { value: V; goodUntil: number };

/**
 * Copies of database reads kept in this process's memory, dropped when any process commits a
 * write to one of their tables (`DataChanges`). Without `changes`, nothing is kept.
 *
 * Why it is safe with several processes: nothing is kept unless a connection is listening, and a
 * read whose tables changed while it ran is not kept (a generation count), so a copy is never older
 * than the last change this process has heard of. This process hears its own commits before they
 * return; another process's within milliseconds, so another process's change may show a moment
 * late: copies that grant access are kept only where no other process writes (`grantsAccess`).
 * Copies are shared: callers must not change them.
 */
export function createReadCache<V>(
  changes: DataChanges | undefined,
  { tables, maxEntries, maxAgeMs, grantsAccess }: ReadCacheOptions,
): ReadCache<V> {
  if (grantsAccess && !changes?.onlyWriterIsThisProcess) return readAfresh();
  const entries = new Map<string, Entry<V>>();
  const watched = new Set(tables);
  let generation = 0;
  const unsubscribe = changes?.subscribe((table) => {
    if (table !== ANY_TABLE && !watched.has(table)) return;
    generation += 1;
    entries.clear();
  });

  return {
    async read(key, now, load, goodUntil) {
      const kept = entries.get(key);
      if (kept !== undefined) {
        entries.delete(key);
        if (now < kept.goodUntil && changes?.listening) {
          entries.set(key, kept); // the most recently read goes last
          return kept.value;
        }
      }
      const mayKeep = changes?.listening === true;
      const startedIn = generation;
      const value = await load();
      if (value !== null && mayKeep && changes.listening && generation === startedIn) {
        const until = Math.min(now + maxAgeMs, goodUntil?.(value) ?? Infinity);
        entries.set(key, { value, goodUntil: until });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    close: () => unsubscribe?.(),
  };
}

/** A read cache that keeps nothing. */
function readAfresh<V>(): ReadCache<V> {
  return { read: (_key, _now, load) => load(), close: () => {} };
}
