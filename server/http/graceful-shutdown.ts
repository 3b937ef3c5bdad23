import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long open keep-alive connections get to finish and leave before the rest are closed. */
export const DRAIN_GRACE_MS = 10_000;
const POLL_MS = 25;

const draining = new WeakSet<FastifyInstance>();

/** While draining, every answer tells the client to close its connection (so none is reset). */
export function registerGracefulShutdown(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining.has(app)) reply.header('connection', 'close');
    done();
  });
}

const openConnections = (server: NetServer) =>
  new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));

/**
 * Stops taking new connections, lets every request already received (and the next one on each open
 * keep-alive connection) finish with `Connection: close`, then closes the app. http.Server#close
 * would also close idle keep-alive connections at once, racing a client that is sending on one, so
 * only the listening socket is closed first.
 */
export async function drainAndClose(app: FastifyInstance, graceMs = DRAIN_GRACE_MS) {
  draining.add(app);
  NetServer.prototype.close.call(app.server);
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (await openConnections(app.server)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await app.close();
}
