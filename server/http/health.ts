import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiRoute } from '../../contract';

/** `GET /api/health`: the server is up and its database answers (for load balancers and tests). */
export async function registerHealth(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${ApiRoute.health}`,
    {
      config: { rateLimit: false },
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
}
