import type { FastifyInstance } from 'fastify';

/** One log line per request, written when the answer has gone out (Fastify's default writes two). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const { method } = request;
    const url = request.url.split('?', 1)[0];
    const { statusCode } = reply;
    request.log.info(
      { method, url, statusCode, responseTimeMs: Math.round(reply.elapsedTime) },
      `${method} ${url} ${statusCode}`,
    );
    done();
  });
}
