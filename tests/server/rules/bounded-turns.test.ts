import { describe, expect, it } from 'vitest';
import { createTurnLimit } from '../../../server/http/bounded-turns';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Starts each named piece of work with `start`, recording the order they run in. */
function startAll(start: (work: () => void) => void, names: string[], started: string[]) {
  for (const name of names) start(() => started.push(name));
}

describe('requests start within bounded turns of the event loop', () => {
  it('starts work at once while the turn has starts left', () => {
    const start = createTurnLimit(2);
    const started: string[] = [];
    startAll(start, ['a', 'b'], started);
    expect(started).toEqual(['a', 'b']);
  });

  it('holds further work for the next turn', async () => {
    const start = createTurnLimit(2);
    const started: string[] = [];
    startAll(start, ['a', 'b', 'c'], started);
    expect(started).toEqual(['a', 'b']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('starts waiting work oldest first, a limited number a turn, with turns between', async () => {
    const start = createTurnLimit(2);
    const started: string[] = [];
    startAll(start, ['a', 'b', 'c', 'd', 'e', 'f'], started);
    expect(started).toEqual(['a', 'b']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('counts every start of a turn, waiting work or new', async () => {
    const start = createTurnLimit(2);
    const started: string[] = [];
    startAll(start, ['a', 'b', 'c'], started);
    await nextTurn(); // c started: one start left in this turn
    startAll(start, ['d', 'e', 'f'], started);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
