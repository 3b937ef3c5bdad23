import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { newDataDir, startServer } from './server';

/** One server for the suite, on a fresh database prepared with the journeys' fixtures. */
export default async function globalSetup() {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: `npm run test:e2e` builds the app first (vite build)');
  }
  const dataDir = newDataDir();
  const fixtures = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'e2e/support/prepare-database.ts', dataDir],
    {
      encoding: 'utf8',
    },
  );
  const server = await startServer({ dataDir });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_FIXTURES = fixtures;
  return async () => {
    await server.stop();
  };
}
