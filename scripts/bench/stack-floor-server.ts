/**
 * A reference of `npm run bench:api`, in its own process: the floor of the stack ENGINEERING.md
 * mandates for a route like `GET /api/health`, with nothing of the app's own. Fastify with the zod
 * type provider checking the answer against its schema, @fastify/cookie, helmet's API headers (the
 * app's own set) and one `select 1` through drizzle over node-postgres (or over an in-memory PGlite
 * when DATABASE_URL is not set). No request log, no rate limit, no named statements, no hooks of
 * the app's. What `/api/health` costs beyond this is the app's own per-request work.
 */
import cookie from '@fastify/cookie';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import pg from 'pg';
import { z } from 'zod';
import { API_HEADERS } from '../../server/http/security-headers';

async function openDrizzle() {
  const url = process.env.DATABASE_URL;
  if (url) return drizzleNodePostgres(new pg.Pool({ connectionString: url, max: 10 }));
  const client = new PGlite();
  await client.waitReady;
  return drizzlePglite(client);
}

const db = await openDrizzle();
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(cookie);
const apiHeaders = helmet(API_HEADERS);
app.addHook('onRequest', (request, reply, done) =>
  apiHeaders(request.raw, reply.raw, () => done()),
);
app.get(
  '/stack-floor',
  { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
  async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  },
);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
