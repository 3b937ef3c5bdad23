import { describe, expect, it, vi } from 'vitest';
import { builtOnce } from '../../server/db/built-once';
import type { Database } from '../../server/db/client';

const someDatabase = () => ({}) as Database;

describe('builtOnce', () => {
  it('builds the query once for a database and hands back the same one after', () => {
    const build = vi.fn(() => ({ statement: 'built' }));
    const query = builtOnce(build);
    const db = someDatabase();
    expect(query(db)).toBe(query(db));
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds it again for another database', () => {
    const build = vi.fn(() => ({ statement: 'built' }));
    const query = builtOnce(build);
    expect(query(someDatabase())).not.toBe(query(someDatabase()));
    expect(build).toHaveBeenCalledTimes(2);
  });
});
