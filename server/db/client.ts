import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { listenOnPglite, listenOnPoolConnections, type DataChanges } from './data-changes';

export type Schema = typeof schema;
/** One type for both drivers: the app only speaks PostgreSQL through drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConnection = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Committed writes to the tables whose reads the server keeps copies of (`read-cache.ts`). */
  changes: DataChanges;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `loadDataDir` starts from a dump (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Called with every statement the app sends (tests count round trips with it). */
  onQuery?: (statement: string) => void;
};

const queryLogger = (onQuery: DatabaseTarget['onQuery']) =>
  onQuery ? { logQuery: (statement: string) => onQuery(statement) } : undefined;

/** Opens the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const listener = listenOnPoolConnections();
    const pool = new pg.Pool({
      connectionString: target.url,
      onConnect: listener.listen,
      max: target.poolSize ?? 10,
    });
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool, {
      schema,
      casing: 'snake_case',
      logger: queryLogger(target.onQuery),
    });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', changes: listener.changes, close: () => pool.end() };
  }
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, {
    schema,
    casing: 'snake_case',
    logger: queryLogger(target.onQuery),
  });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const changes = await listenOnPglite(client);
  return { db, kind: 'pglite', changes, close: () => client.close() };
}
