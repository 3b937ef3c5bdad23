import { describe, expect, it } from 'vitest';
import { createOldestFirstQueue, requestArrival } from '../../../server/db/oldest-request-first';

/** Work that records when it starts and finishes only when the test says so. */
function controlledWork(log: string[]) {
  const finishers = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      log.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the queue hand over to the next piece of work.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  };
  return { work, finish };
}

const asRequestArrivedAt = <T>(arrival: number, run: () => T) => requestArrival.run(arrival, run);

describe('the database queue, oldest request first', () => {
  it('runs one piece of work at a time', async () => {
    const run = createOldestFirstQueue();
    const log: string[] = [];
    const { work, finish } = controlledWork(log);
    void run(work('first'));
    void run(work('second'));
    await finish('nothing');
    expect(log).toEqual(['first']);
    await finish('first');
    expect(log).toEqual(['first', 'second']);
  });

  it("lets an older request's statement go before a newer request's that asked earlier", async () => {
    const run = createOldestFirstQueue();
    const log: string[] = [];
    const { work, finish } = controlledWork(log);
    void asRequestArrivedAt(1, () => run(work('busy')));
    void asRequestArrivedAt(30, () => run(work('new request')));
    void asRequestArrivedAt(10, () => run(work('old request, second statement')));
    await finish('busy');
    await finish('old request, second statement');
    expect(log).toEqual(['busy', 'old request, second statement', 'new request']);
  });

  it('keeps arrival order between requests that arrived at the same time', async () => {
    const run = createOldestFirstQueue();
    const log: string[] = [];
    const { work, finish } = controlledWork(log);
    void asRequestArrivedAt(5, () => run(work('a')));
    void asRequestArrivedAt(5, () => run(work('b')));
    void asRequestArrivedAt(5, () => run(work('c')));
    await finish('a');
    await finish('b');
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('counts work outside a request as arriving when it asks', async () => {
    let clock = 100;
    const run = createOldestFirstQueue(() => clock);
    const log: string[] = [];
    const { work, finish } = controlledWork(log);
    void run(work('busy'));
    clock = 200;
    void run(work('background job'));
    void asRequestArrivedAt(150, () => run(work('request from before')));
    await finish('busy');
    expect(log).toEqual(['busy', 'request from before']);
  });

  it('goes on after a piece of work fails', async () => {
    const run = createOldestFirstQueue();
    const failing = run(() => Promise.reject(new Error('syntax error')));
    const next = run(() => Promise.resolve('answered'));
    await expect(failing).rejects.toThrow('syntax error');
    await expect(next).resolves.toBe('answered');
  });
});
