import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** When the request being served arrived (ms since epoch), for the database's queue. */
export const requestArrival = new AsyncLocalStorage<number>();

/**
 * Runs one piece of work at a time, the work of the request that arrived first going first (in
 * arrival order among equals). Work outside a request counts as arriving when it asks. Each piece
 * starts on an event-loop turn of its own.
 *
 * Why oldest first: the embedded database answers one statement at a time. In plain arrival order
 * every statement of a request queues behind every other request's, so under load a request of
 * three statements waits three times for the whole queue. Oldest first, a request waits only for
 * those that came before it.
 *
 * Why a turn of its own: PGlite answers synchronously, so a statement started at once ran the
 * whole request inside the callback that read it, and one turn of the event loop served every
 * waiting socket. libuv accepts one new connection per turn: at 200 connections the last ones
 * waited up to 8 s to be accepted. Now a turn runs one statement, and the next is chosen then, so
 * a request read in that turn can go first.
 */
export function createOldestFirstQueue(now: () => number = Date.now) {
  type Waiter = { arrival: number; start: () => void };
  const waiting: Waiter[] = [];
  let busy = false;

  const startNext = () =>
    setImmediate(() => {
      const next = waiting.shift();
      if (next) next.start();
      else busy = false;
    });

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    const arrival = requestArrival.getStore() ?? now();
    await new Promise<void>((start) => {
      const later = waiting.findIndex((waiter) => waiter.arrival > arrival);
      waiting.splice(later === -1 ? waiting.length : later, 0, { arrival, start });
      if (!busy) {
        busy = true;
        startNext();
      }
    });
    try {
      return await work();
    } finally {
      startNext();
    }
  };
}

/**
 * Puts PGlite's statements and transactions through an oldest-request-first queue. PGlite runs
 * them one at a time anyway (its own lock stays); this only chooses which goes next. PGlite's
 * transaction object runs its statements directly, so they never wait behind the queue.
 */
export function serveOldestRequestFirst(client: PGlite, now?: () => number) {
  const run = createOldestFirstQueue(now);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    run(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => run(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    run(() => transaction(...args))) as typeof client.transaction;
}
