import { describe, expect, it, vi } from 'vitest';
import { ANY_TABLE, type DataChanges } from '../../../server/db/data-changes';
import { createReadCache, type ReadCacheOptions } from '../../../server/db/read-cache';

/** Changes announced by hand, listening or not. */
function fakeChanges({ onlyWriterIsThisProcess = false } = {}) {
  const listeners = new Set<(table: string) => void>();
  const changes = {
    listening: true,
    onlyWriterIsThisProcess,
    subscribe(listener: (table: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce: (table: string) => listeners.forEach((listener) => listener(table)),
    listenerCount: () => listeners.size,
  };
  return changes satisfies DataChanges;
}

const OPTIONS: ReadCacheOptions = {
  tables: ['classes'],
  maxEntries: 3,
  maxAgeMs: 60_000,
  grantsAccess: false,
};
const GRANTS_ACCESS: ReadCacheOptions = { ...OPTIONS, grantsAccess: true };

/** A load that counts its calls and answers `value`. */
function countingLoad<V>(value: V) {
  const load = vi.fn(async () => value);
  return load;
}

describe('copies of database reads', () => {
  it('answers a second read from the copy', async () => {
    const cache = createReadCache<string>(fakeChanges(), OPTIONS);
    const load = countingLoad('Navigation');
    expect(await cache.read('class 1', 0, load)).toBe('Navigation');
    expect(await cache.read('class 1', 1, load)).toBe('Navigation');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after a write to one of its tables', async () => {
    const changes = fakeChanges();
    const cache = createReadCache<string>(changes, OPTIONS);
    await cache.read('class 1', 0, countingLoad('Navigation'));
    changes.announce('classes');
    expect(await cache.read('class 1', 1, countingLoad('Navigation II'))).toBe('Navigation II');
  });

  it('keeps its copies when another table changes', async () => {
    const changes = fakeChanges();
    const cache = createReadCache<string>(changes, OPTIONS);
    await cache.read('class 1', 0, countingLoad('Navigation'));
    changes.announce('attempts');
    expect(await cache.read('class 1', 1, countingLoad('other'))).toBe('Navigation');
  });

  it('reads again when changes may have gone unheard', async () => {
    const changes = fakeChanges();
    const cache = createReadCache<string>(changes, OPTIONS);
    await cache.read('class 1', 0, countingLoad('Navigation'));
    changes.announce(ANY_TABLE);
    expect(await cache.read('class 1', 1, countingLoad('Navigation II'))).toBe('Navigation II');
  });

  it('does not keep a read during which its tables changed', async () => {
    const changes = fakeChanges();
    const cache = createReadCache<string>(changes, OPTIONS);
    await cache.read('class 1', 0, async () => {
      changes.announce('classes'); // committed while the read ran: the read may predate it
      return 'Navigation';
    });
    expect(await cache.read('class 1', 1, countingLoad('Navigation II'))).toBe('Navigation II');
  });

  it('keeps nothing, and uses no copy, while no connection listens', async () => {
    const changes = fakeChanges();
    const cache = createReadCache<string>(changes, OPTIONS);
    await cache.read('class 1', 0, countingLoad('Navigation'));
    changes.listening = false;
    const load = countingLoad('Navigation II');
    expect(await cache.read('class 1', 1, load)).toBe('Navigation II');
    expect(await cache.read('class 1', 2, load)).toBe('Navigation II');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing without announced changes', async () => {
    const cache = createReadCache<string>(undefined, OPTIONS);
    const load = countingLoad('Navigation');
    await cache.read('class 1', 0, load);
    await cache.read('class 1', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again once time alone has changed the answer', async () => {
    const cache = createReadCache<string>(fakeChanges(), OPTIONS);
    const load = countingLoad('3 cards due');
    await cache.read('due', 0, load, () => 1_000);
    await cache.read('due', 999, load, () => 1_000);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read('due', 1_000, load, () => 2_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after its longest age even if nothing changed', async () => {
    const cache = createReadCache<string>(fakeChanges(), OPTIONS);
    const load = countingLoad('Navigation');
    await cache.read('class 1', 0, load);
    await cache.read('class 1', OPTIONS.maxAgeMs, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a null answer (a wrong cookie is no reason to keep anything)', async () => {
    const cache = createReadCache<string>(fakeChanges(), OPTIONS);
    const load = vi.fn(async () => null);
    await cache.read('nobody', 0, load);
    await cache.read('nobody', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the least recently read copy go beyond its size', async () => {
    const cache = createReadCache<string>(fakeChanges(), OPTIONS);
    for (const key of ['a', 'b', 'c']) await cache.read(key, 0, countingLoad(key));
    await cache.read('a', 1, countingLoad('a again')); // a is now the most recently read
    await cache.read('d', 2, countingLoad('d'));
    expect(await cache.read('a', 3, countingLoad('a reloaded'))).toBe('a');
    expect(await cache.read('b', 3, countingLoad('b reloaded'))).toBe('b reloaded');
  });

  it('stops hearing changes once closed', () => {
    const changes = fakeChanges();
    const cache = createReadCache<string>(changes, OPTIONS);
    expect(changes.listenerCount()).toBe(1);
    cache.close();
    expect(changes.listenerCount()).toBe(0);
  });

  it('keeps no copy that grants access while other processes may write', async () => {
    const cache = createReadCache<string>(fakeChanges(), GRANTS_ACCESS);
    const load = countingLoad('session 1');
    await cache.read('session 1', 0, load);
    await cache.read('session 1', 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps copies that grant access where this process is the only writer', async () => {
    const cache = createReadCache<string>(
      fakeChanges({ onlyWriterIsThisProcess: true }),
      GRANTS_ACCESS,
    );
    const load = countingLoad('session 1');
    await cache.read('session 1', 0, load);
    await cache.read('session 1', 1, load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
