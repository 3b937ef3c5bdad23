// The references of `npm run bench:api`, in their own process with nothing else:
//   /bare        a bare Fastify route (the floor of Node and Fastify on this machine);
//   /select-one  the same route sending one `select 1` through the database driver alone
//                (node-postgres when DATABASE_URL is set, otherwise an in-memory PGlite).
import Fastify from 'fastify';

async function openSelectOne() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return () => pool.query('select 1');
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite();
  await client.waitReady;
  return () => client.query('select 1');
}

const selectOne = await openSelectOne();
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
app.get('/select-one', async () => {
  await selectOne();
  return { status: 'ok' };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
