/**
 * `npm run lms-token -- <email>`: mints a 24-hour LMS token for a user of the configured database
 * and prints the launch URL that signs them in with the lms method (until LTI 1.3 launches exist).
 */
import { existsSync } from 'node:fs';
import { issueLmsToken, lmsLaunchUrl } from '../server/auth/lms-tokens';
import { ConfigError, loadConfig, type Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { findUserIdByEmail } from '../server/repositories/users';

/** Only one process may open an embedded (PGlite) database: refuse while the server has it open. */
async function embeddedDatabaseProblem(config: Config) {
  if (config.database.kind !== 'pglite') return null;
  if (!existsSync(config.database.dataDir)) {
    return `No database in ${config.database.dataDir}: start the server once (npm start) to create it.`;
  }
  const running = await fetch(`http://127.0.0.1:${config.port}/api/health`, {
    signal: AbortSignal.timeout(1000),
  }).then(
    (response) => response.ok,
    () => false,
  );
  return running
    ? `The server on port ${config.port} has the embedded database open. Stop it first, or mint ` +
        'the token as a superuser with POST /api/admin/lms-tokens {"email": "…"}.'
    : null;
}

async function main(email: string | undefined) {
  if (!email) {
    console.error('Usage: npm run lms-token -- <email>');
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const problem = await embeddedDatabaseProblem(config);
  if (problem) {
    console.error(problem);
    return 1;
  }
  const connection = await openDatabase(config.database);
  try {
    const userId = await findUserIdByEmail(connection.db, email);
    if (userId === null) {
      console.error(`No user has the e-mail address ${email}.`);
      return 1;
    }
    const { token, expiresAt } = await issueLmsToken(connection.db, userId);
    console.log(`LMS token for ${email}, valid until ${expiresAt.toISOString()}:`);
    console.log(lmsLaunchUrl(config.publicUrl, token));
    return 0;
  } finally {
    await connection.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
