// Run with tsx before the LTI journeys' server starts (PGlite allows one process per data folder):
// seeds the demo, registers the fake platform as an administrator would, and links its course to
// the demo class (as the instructor's first launch or a superuser's relink would have). Prints
// what the journeys need as JSON.
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoIfWanted } from '../../server/db/seed';
import { classes, ltiContexts } from '../../server/db/schema';
import { savePlatform } from '../../server/course-platforms/lti/platforms';
import { listQuizzes } from '../../server/repositories/quizzes';
import { DEMO } from './fixtures';

export type LtiPlatformSetup = {
  issuer: string;
  clientId: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  deploymentId: string;
  courseId: string;
};
export type LtiFixtures = { classId: number; quizTitle: string };

const [dataDir, setupJson] = process.argv.slice(2);
if (!dataDir || !setupJson) throw new Error('usage: prepare-lti.ts <DATA_DIR> <setup JSON>');
const setup = JSON.parse(setupJson) as LtiPlatformSetup;

const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
if (config.database.kind !== 'pglite') throw new Error('e2e uses the embedded database');
mkdirSync(config.database.dataDir, { recursive: true });
const connection = await openDatabase(config.database);
const { db } = connection;
await seedDemoIfWanted(db, config, connection.kind);

const platform = await savePlatform(db, {
  ...setup,
  name: 'Moodle',
  deploymentIds: [setup.deploymentId],
});
const [demoClass] = await db.select().from(classes).where(eq(classes.name, DEMO.className));
if (!demoClass) throw new Error('the demo class is missing');
await db.insert(ltiContexts).values({
  platformId: platform.id,
  issuer: platform.issuer,
  deploymentId: setup.deploymentId,
  contextId: setup.courseId,
  classId: demoClass.id,
  title: DEMO.className,
});
const practice = await listQuizzes(
  db,
  { classId: demoClass.id, kind: 'practice', visibleToStudents: true },
  { limit: 1, offset: 0 },
);
const quiz = practice.items[0];
if (!quiz) throw new Error('the demo class has no practice quiz');
const fixtures: LtiFixtures = { classId: demoClass.id, quizTitle: quiz.title };
await connection.close();
process.stdout.write(JSON.stringify(fixtures));
