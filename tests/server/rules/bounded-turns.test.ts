import { describe, expect, it } from 'vitest';
import { createTurnBudget } from '../../../server/http/bounded-turns';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock that only moves when work runs: each piece of work takes `workMs`. */
function workingClock(workMs: number) {
  let now = 0;
  return {
    now: () => now,
    work: (log: string[], name: string) => () => {
      log.push(name);
      now += workMs;
    },
  };
}

describe('requests start within bounded turns of the event loop', () => {
  it('starts work at once while the turn has budget left', () => {
    const clock = workingClock(1);
    const start = createTurnBudget(5, clock.now);
    const started: string[] = [];
    start(clock.work(started, 'a'));
    start(clock.work(started, 'b'));
    expect(started).toEqual(['a', 'b']);
  });

  it("holds later work for the next turn once the turn's budget is spent", async () => {
    const clock = workingClock(3);
    const start = createTurnBudget(5, clock.now);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) start(clock.work(started, name));
    expect(started).toEqual(['a', 'b']); // a: 0 → 3 ms, b: 3 → 6 ms; c waits
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('starts waiting work oldest first, a budget per turn, with turns between', async () => {
    const clock = workingClock(3);
    const start = createTurnBudget(5, clock.now);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) start(clock.work(started, name));
    expect(started).toEqual(['a', 'b']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('lets new work wait behind work already waiting', async () => {
    const clock = workingClock(3);
    const start = createTurnBudget(5, clock.now);
    const started: string[] = [];
    for (const name of ['a', 'b', 'c']) start(clock.work(started, name));
    const later = workingClock(0); // costs nothing, the turn has budget: still behind c
    start(later.work(started, 'd'));
    expect(started).toEqual(['a', 'b']);
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });
});
