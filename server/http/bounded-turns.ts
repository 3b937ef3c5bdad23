import type { FastifyInstance } from 'fastify';

/** Request work one turn of the event loop may do before new requests wait for the next turn. */
export const TURN_BUDGET_MS = 2;

/**
 * Starts work at once while the current turn of the event loop has done less than `budgetMs` of
 * it; later work waits, oldest first, for the following turns, each starting `budgetMs` more.
 *
 * Why: Node (libuv 1.46) accepts one new connection per turn of the event loop, and a turn serves
 * every request that has arrived. When answers need no database round trip (kept reads), one turn
 * served some 150 requests of 200 connections in 35 ms, and the last connections of a class
 * opening the app together waited seconds to be accepted (`npm run bench:api`, 200 connections:
 * longest wait 2 to 5 s). Bounded turns let a connection in every few milliseconds.
 *
 * A turn is measured from the last time waiting work was started (the check phase), so the first
 * request after a quiet spell may wait for that phase of the same turn: microseconds.
 */
export function createTurnBudget(budgetMs = TURN_BUDGET_MS, now = () => performance.now()) {
  const waiting: (() => void)[] = [];
  let turnStart = now();
  let scheduled = false;

  const startWaiting = () => {
    scheduled = false;
    turnStart = now();
    while (waiting.length > 0 && now() - turnStart < budgetMs) waiting.shift()!();
    if (waiting.length > 0) scheduleNextTurn();
  };
  const scheduleNextTurn = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startWaiting);
  };

  return function start(work: () => void) {
    if (waiting.length === 0 && now() - turnStart < budgetMs) return work();
    waiting.push(work);
    scheduleNextTurn();
  };
}

/** Every request starts within a bounded turn of the event loop (`createTurnBudget`). */
export function registerBoundedTurns(app: FastifyInstance) {
  const start = createTurnBudget();
  app.addHook('onRequest', (_request, _reply, done) => start(done));
}
