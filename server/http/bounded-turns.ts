import type { FastifyInstance } from 'fastify';

/**
 * Starts work at once until `perTurn` pieces have started since the last check phase of the event
 * loop; later work waits, oldest first, for the check phase and the turns after it, `perTurn` a turn.
 *
 * Why: Node (libuv 1.46) accepts one new connection per turn of the event loop, and a turn serves
 * every request that has arrived. When answers need no database round trip (kept reads), one turn
 * served some 150 requests of 200 connections in 35 ms, and the last connections of a class
 * opening the app together waited seconds to be accepted (`npm run bench:api`, 200 connections:
 * longest wait 2 to 5 s). A few requests a turn let a connection in every millisecond or two.
 *
 * Counted, not timed: a request's work runs on in microtasks after the call that starts it, so
 * the time a start takes says nothing of the work it sets off.
 */
export function createTurnLimit(perTurn: number) {
  const waiting: (() => void)[] = [];
  let startedThisTurn = 0;
  let scheduled = false;

  const startWaiting = () => {
    scheduled = false;
    startedThisTurn = 0;
    while (waiting.length > 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      waiting.shift()!();
    }
    if (waiting.length > 0) scheduleNextTurn();
  };
  const scheduleNextTurn = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startWaiting);
  };

  return function start(work: () => void) {
    if (waiting.length === 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      return work();
    }
    waiting.push(work);
    scheduleNextTurn();
  };
}

/**
 * With `REQUESTS_PER_TURN` set, every request starts within a bounded turn of the event loop
 * (`createTurnLimit`). Opt-in: it was measured on one 2-core machine over loopback only (200
 * connections: longest wait 2–5 s → 0.2–0.4 s), where the load generator shares the cores.
 */
export function registerBoundedTurns(app: FastifyInstance, requestsPerTurn: number) {
  if (requestsPerTurn === 0) return;
  const start = createTurnLimit(requestsPerTurn);
  app.addHook('onRequest', (_request, _reply, done) => start(done));
}
