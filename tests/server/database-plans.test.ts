import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../server/db/client';
import { rowsOf } from '../../server/db/raw-rows';
import { createTestDatabase } from './helpers/test-database';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

it('runs prepared statements with one generic plan instead of planning them at every run', async () => {
  const [setting] = rowsOf<{ plan_cache_mode: string }>(
    await connection.db.execute(sql`show plan_cache_mode`),
  );
  expect(setting?.plan_cache_mode).toBe('force_generic_plan');
});
