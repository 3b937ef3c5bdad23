import type { FastifyInstance } from 'fastify';
import { startScoreSender } from './score-sender';

/** Scores in the outbox are sent while the server runs (from ready to close). */
export function registerScoreSender(app: FastifyInstance) {
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startScoreSender({
      db: app.db,
      tokens: app.ltiServiceTokens,
      changes: app.dataChanges,
      clock: app.clock,
      log: (error) => app.log.error({ err: error }, 'sending LTI scores failed'),
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
