import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client';
import {
  PGLITE_TEMPLATE_FILE,
  POSTGRES_TEMPLATE_DB,
  postgresUrlFor,
} from './helpers/test-database';

/** Migrates one template database per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  // Project-level `env` reaches the test workers, not this hook: read it from the project's config.
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL server suite');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const template = await openDatabase({
      kind: 'postgres',
      url: postgresUrlFor(POSTGRES_TEMPLATE_DB),
      poolSize: 1,
    });
    await template.close();
    return;
  }
  const templateClient = new PGlite();
  await migrate(drizzle(templateClient), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await templateClient.dumpDataDir('gzip');
  await templateClient.close();
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
}
