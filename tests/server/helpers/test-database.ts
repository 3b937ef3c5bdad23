import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseConnection } from '../../../server/db/client';

export const PGLITE_TEMPLATE_FILE = '.tmp/pglite-template.tar.gz';
export const POSTGRES_TEMPLATE_DB = 'groundschool_test_template';

export function postgresUrlFor(database: string) {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export type PostgresTestDatabase = { url: string; drop: () => Promise<void> };

/**
 * A fresh, migrated, empty PostgreSQL database (a copy of the template made in global setup): its
 * address, for tests that connect to it more than once, and how to drop it.
 */
export async function createPostgresTestDatabase(): Promise<PostgresTestDatabase> {
  const name = `groundschool_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DB}`);
  return {
    url: postgresUrlFor(name),
    drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh, migrated, empty database for one test file: a copy of the template made in global setup.
 * PGlite by default; a new PostgreSQL database when the suite runs with TEST_DB=postgres.
 */
export async function createTestDatabase(
  onQuery?: (statement: string) => void,
): Promise<DatabaseConnection> {
  if (process.env.TEST_DB === 'postgres') {
    const database = await createPostgresTestDatabase();
    const connection = await openDatabase({
      kind: 'postgres',
      url: database.url,
      poolSize: 4,
      onQuery,
    });
    return {
      ...connection,
      close: async () => {
        await connection.close();
        await database.drop();
      },
    };
  }
  const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)], { type: 'application/x-gzip' });
  return openDatabase({ kind: 'pglite', loadDataDir: dump, onQuery });
}
