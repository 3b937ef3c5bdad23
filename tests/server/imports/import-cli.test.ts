import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { questions } from '../../../server/db/schema';
import { createClass } from '../../../server/repositories/classes';
import { FIXTURES } from './fixtures';

const TSX = resolve('node_modules/.bin/tsx');
const SCRIPT = resolve('scripts/import.ts');

type Run = { code: number; stdout: string; stderr: string };
const run = (args: string[], env: Record<string, string> = {}) =>
  new Promise<Run>((done) => {
    execFile(
      TSX,
      [SCRIPT, ...args],
      { env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) => {
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });

const folder = mkdtempSync(join(tmpdir(), 'gs-import-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run import -- --dry-run --json FILE', () => {
  it('prints one JSON object with the format, the count, the skipped and the errors, and exits 0', async () => {
    const result = await run(['--dry-run', '--json', join(FIXTURES, 'questions.xml')]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      format: 'moodle-xml',
      imported: 4,
      skipped: [
        { name: 'Squawk code', reason: 'short-answer questions are not supported' },
        { name: 'Cloze airspeeds', reason: 'cloze questions are not supported' },
      ],
      errors: [],
    });
  }, 30_000);

  it('takes the format from --format over the extension', async () => {
    const file = join(folder, 'quiz.data');
    writeFileSync(file, 'Is a METAR an observation?{T}\n');
    const result = await run(['--dry-run', '--json', '--format', 'gift', file]);
    expect(JSON.parse(result.stdout)).toMatchObject({ format: 'gift', imported: 1 });
  }, 30_000);

  it('exits 0 and lists the error for a file that could be read but is broken', async () => {
    const result = await run(['--dry-run', '--json', join(FIXTURES, 'questions-unbalanced.gift')]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ imported: 0, errors: [{ line: 3 }] });
  }, 30_000);

  it('exits 1 with the reason in the JSON when the file cannot be read', async () => {
    const result = await run(['--dry-run', '--json', join(folder, 'missing.csv')]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      format: 'csv',
      imported: 0,
      errors: [{ line: 0, message: expect.stringContaining('Cannot read') }],
    });
  }, 30_000);
});

describe('npm run import -- --class ID FILE', () => {
  it('imports the file into the class of the configured database, and exits 0', async () => {
    const dataDir = join(folder, 'data');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const connection = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const classId = await createClass(connection.db, { name: 'CLI class', description: '' });
    await connection.close();

    const result = await run(['--class', String(classId), join(FIXTURES, 'questions.csv')], {
      DATA_DIR: dataDir,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Imported \d+ questions into class/);

    const after = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const count = await after.db.$count(questions, eq(questions.classId, classId));
    await after.close();
    expect(count).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a class id that is not a number, with exit code 1', async () => {
    const result = await run(['--class', 'abc', join(FIXTURES, 'questions.csv')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--class must be a class id');
  }, 30_000);
});

describe('through npm run', () => {
  it('prints nothing but the JSON object with --silent (npm prints its banner otherwise)', async () => {
    const stdout = await new Promise<string>((done) => {
      execFile(
        'npm',
        ['run', '--silent', 'import', '--', '--dry-run', '--json', join(FIXTURES, 'questions.csv')],
        { env: { PATH: process.env.PATH } },
        (_error, out) => done(out),
      );
    });
    expect(JSON.parse(stdout)).toEqual({ format: 'csv', imported: 3, skipped: [], errors: [] });
  }, 30_000);
});
