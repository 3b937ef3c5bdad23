import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { requestArrival } from '../../server/db/oldest-request-first';
import { testConfig } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/** What a route sees of its request's arrival time, with the server configured by `environment`. */
async function arrivalSeenByARoute(environment: NodeJS.ProcessEnv) {
  const connection = await createTestDatabase();
  const app = await buildApp({ config: testConfig(environment), db: connection.db });
  app.get('/arrival-probe', async () => ({ arrival: requestArrival.getStore() ?? null }));
  try {
    const response = await app.inject({ method: 'GET', url: '/arrival-probe' });
    return (response.json() as { arrival: number | null }).arrival;
  } finally {
    await app.close();
    await connection.close();
  }
}

it('on PGlite a request knows when it arrived, for the oldest-first queue', async () => {
  expect(await arrivalSeenByARoute({})).toEqual(expect.any(Number));
});

it('on PostgreSQL requests carry no arrival time (its async context would cost every promise)', async () => {
  expect(await arrivalSeenByARoute({ DATABASE_URL: 'postgres://127.0.0.1:1/unused' })).toBeNull();
});
