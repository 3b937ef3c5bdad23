// Run with tsx before the Teachable journeys' server starts (PGlite allows one process per data
// folder): seeds the demo, connects the fake Teachable school as a superuser would (its secrets
// sealed with the key the server gets as SECRETS_KEY) and lets the school's course feed the demo
// class. Prints what the journeys need as JSON.
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { SecretBox } from '../../server/auth/secret-box';
import { randomToken, sha256 } from '../../server/auth/secrets';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoIfWanted } from '../../server/db/seed';
import { classes, teachableCourseClasses, teachableSchools } from '../../server/db/schema';
import { DEMO } from './fixtures';

export type TeachableSchoolSetup = {
  schoolId: string;
  schoolUrl: string;
  clientId: string;
  clientSecret: string;
  courseId: string;
  secretsKey: string;
};
export type TeachableFixtures = { classId: number; className: string; webhookToken: string };

const [dataDir, setupJson] = process.argv.slice(2);
if (!dataDir || !setupJson) throw new Error('usage: prepare-teachable.ts <DATA_DIR> <setup JSON>');
const setup = JSON.parse(setupJson) as TeachableSchoolSetup;

const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', SECRETS_KEY: setup.secretsKey });
if (config.database.kind !== 'pglite') throw new Error('e2e uses the embedded database');
mkdirSync(config.database.dataDir, { recursive: true });
const connection = await openDatabase(config.database);
const { db } = connection;
await seedDemoIfWanted(db, config, connection.kind);

const box = SecretBox.fromKey(setup.secretsKey);
const webhookToken = randomToken();
const [school] = await db
  .insert(teachableSchools)
  .values({
    schoolId: setup.schoolId,
    name: 'Flying School',
    schoolUrl: setup.schoolUrl,
    clientId: setup.clientId,
    clientSecret: box.seal(setup.clientSecret),
    webhookToken: box.seal(webhookToken),
    webhookTokenHash: sha256(webhookToken),
  })
  .returning();
const [demoClass] = await db.select().from(classes).where(eq(classes.name, DEMO.className));
if (!school || !demoClass) throw new Error('the school or the demo class is missing');
await db
  .insert(teachableCourseClasses)
  .values({ schoolId: school.id, courseId: setup.courseId, classId: demoClass.id });
const fixtures: TeachableFixtures = {
  classId: demoClass.id,
  className: demoClass.name,
  webhookToken,
};
await connection.close();
process.stdout.write(JSON.stringify(fixtures));
