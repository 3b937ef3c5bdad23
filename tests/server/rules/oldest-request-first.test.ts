import { describe, expect, it } from 'vitest';
import { createOldestFirstQueue, requestArrival } from '../../../server/db/oldest-request-first';

/** One turn of the event loop. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Work that records when it starts and finishes only when the test says so. */
function controlledWork(log: string[]) {
  const finishers = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      log.push(name);
      finishers.set(name, () => resolve(name));
    });
  /** Lets the queue start what it chose, finishes `name`, and lets the queue hand over. */
  const finish = async (name: string) => {
    await turn();
    finishers.get(name)?.();
    await turn();
    await turn();
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

  it('lets the event loop take a turn before the next piece of work (sockets are read, connections accepted)', async () => {
    const run = createOldestFirstQueue();
    const log: string[] = [];
    const { work, finish } = controlledWork(log);
    void run(work('first'));
    void run(work('second'));
    const finishing = finish('first');
    setImmediate(() => log.push('event loop'));
    await finishing;
    expect(log).toEqual(['first', 'event loop', 'second']);
  });

  it('never starts work inside the caller: the event loop reads its sockets first', async () => {
    const run = createOldestFirstQueue();
    const log: string[] = [];
    const { work } = controlledWork(log);
    setImmediate(() => log.push('socket read'));
    const started = run(work('statement'));
    log.push('caller goes on');
    await turn();
    expect(log).toEqual(['caller goes on', 'socket read', 'statement']);
    void started;
  });

  it('goes on after a piece of work fails', async () => {
    const run = createOldestFirstQueue();
    const failing = run(() => Promise.reject(new Error('syntax error')));
    const next = run(() => Promise.resolve('answered'));
    await expect(failing).rejects.toThrow('syntax error');
    await expect(next).resolves.toBe('answered');
  });
});
