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

/**
 * A fresh, migrated, empty database for one test file: a copy of the template made in global setup.
 * PGlite by default; a new PostgreSQL database when the suite runs with TEST_DB=postgres.
 */
export async function createTestDatabase(
  onQuery?: (statement: string) => void,
): Promise<DatabaseConnection> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `groundschool_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const connection = await openDatabase({
      kind: 'postgres',
      url: postgresUrlFor(name),
      poolSize: 4,
      onQuery,
    });
    return {
      ...connection,
      close: async () => {
        await connection.close();
        const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)], { type: 'application/x-gzip' });
  return openDatabase({ kind: 'pglite', loadDataDir: dump, onQuery });
}
