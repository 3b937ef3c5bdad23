import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemLmsToken } from '../../server/auth/lms-tokens';
import { openDatabase } from '../../server/db/client';
import { createUser } from './helpers/auth-fixtures';

const run = promisify(execFile);
const TSX = resolve('node_modules/.bin/tsx');
const SCRIPT = resolve('scripts/lms-token.ts');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

// Embedded databases only (the script opens the configured database like the server does).
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run lms-token -- <email>', () => {
  let dataDir: string;
  let userId: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gs-lms-token-'));
    const connection = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    userId = (await createUser(connection.db, { email: 'cli.student@example.test' })).id;
    await connection.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a launch URL whose token signs that user in', async () => {
    const { stdout } = await run(TSX, [SCRIPT, 'cli.student@example.test'], {
      // Run outside the repository so a developer's .env cannot point it elsewhere.
      cwd: dataDir,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        PUBLIC_URL: 'https://school.example',
      },
    });
    const launchUrl = stdout.match(/https:\/\/school\.example\/\?auth=\S+/)?.[0] ?? '';
    const token = new URL(launchUrl).searchParams.get('auth') ?? '';
    expect(token).not.toBe('');
    const connection = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      expect(await redeemLmsToken(connection.db, token)).toBe(userId);
    } finally {
      await connection.close();
    }
  }, 60_000);

  it('fails with a readable message for an unknown e-mail address', async () => {
    const failure = await run(TSX, [SCRIPT, 'nobody@example.test'], {
      cwd: dataDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(await freePort()) },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No user has the e-mail address nobody@example.test.'),
    });
  }, 60_000);
});
