// Run with tsx before the server starts (PGlite allows one process per data folder): migrates and seeds the
// demo data, adds what the journeys need, and prints the fixtures as JSON.
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoIfWanted } from '../../server/db/seed';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { issueLmsToken } from '../../server/auth/lms-tokens';
import { eq } from 'drizzle-orm';
import { NO_ROLES_ACCOUNT, type E2eFixtures } from './fixtures';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: prepare-database.ts <DATA_DIR>');

const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
if (config.database.kind !== 'pglite') throw new Error('e2e uses the embedded database');
mkdirSync(config.database.dataDir, { recursive: true });
const connection = await openDatabase(config.database);
const { db } = connection;
await seedDemoIfWanted(db, config, connection.kind);

await db.insert(users).values({
  name: NO_ROLES_ACCOUNT.name,
  email: NO_ROLES_ACCOUNT.email,
  passwordHash: await hashPassword(NO_ROLES_ACCOUNT.password),
});

const studentEmail = 'sofia.student@demo.groundschool.test';
const [student] = await db.select().from(users).where(eq(users.email, studentEmail));
if (!student) throw new Error(`demo student ${studentEmail} missing`);
const valid = await issueLmsToken(db, student.id);
const expired = await issueLmsToken(db, student.id, {
  now: new Date(Date.now() - 25 * 60 * 60 * 1000),
});

const fixtures: E2eFixtures = {
  lmsStudent: { name: student.name, validToken: valid.token, expiredToken: expired.token },
};
await connection.close();
process.stdout.write(JSON.stringify(fixtures));
