import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures';

const TSX = resolve('node_modules/.bin/tsx');
const SCRIPT = resolve('scripts/import.ts');

type Run = { code: number; stdout: string; stderr: string };
const run = (args: string[]) =>
  new Promise<Run>((done) => {
    execFile(
      TSX,
      [SCRIPT, ...args],
      { env: { PATH: process.env.PATH } },
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

  it('refuses to import into a class for now, with exit code 1', async () => {
    const result = await run(['--class', '1', join(FIXTURES, 'questions.csv')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('not available yet');
  }, 30_000);
});

describe('through npm run', () => {
  it('prints nothing but the JSON object (the project .npmrc silences npm’s banner)', async () => {
    const stdout = await new Promise<string>((done) => {
      execFile(
        'npm',
        ['run', 'import', '--', '--dry-run', '--json', join(FIXTURES, 'questions.csv')],
        { env: { PATH: process.env.PATH } },
        (_error, out) => done(out),
      );
    });
    expect(JSON.parse(stdout)).toEqual({ format: 'csv', imported: 3, skipped: [], errors: [] });
  }, 30_000);
});
