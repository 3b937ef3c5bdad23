import type { FastifyInstance } from 'fastify';

/** One log line per request, written when the answer has gone out (Fastify's default writes two). */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime),
      },
      `${request.method} ${request.url.split('?')[0]} ${reply.statusCode}`,
    );
    done();
  });
}
