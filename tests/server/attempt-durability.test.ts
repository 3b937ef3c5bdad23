import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AttemptView, ClassQuizList } from '../../contract';
import { issueLmsToken } from '../../server/auth/lms-tokens';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoIfWanted } from '../../server/db/seed';
import { findUserIdByEmail } from '../../server/repositories/users';

/**
 * The promise of the quiz page: an answer the server acknowledged is never lost, even when the
 * server process dies (SIGKILL, no shutdown) with saves still in flight.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'groundschool-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  RATE_LIMIT_MAX: '100000000',
};

/** Seeds the demo class and answers a launch token of the demo student. */
async function prepare() {
  const config = loadConfig({ ...process.env, ...env, SEED_DEMO: 'true' });
  if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
  const connection = await openDatabase(config.database);
  await seedDemoIfWanted(connection.db, config, connection.kind);
  const studentId = await findUserIdByEmail(connection.db, 'sofia.student@demo.groundschool.test');
  const { token } = await issueLmsToken(connection.db, studentId!);
  await connection.close();
  return token;
}

/** Starts the server on the data folder; answers its address once it is ready. */
function startServer(): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output)?.[1];
      if (url && output.includes('Groundschool is ready')) resolve({ child, url });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

describe('answers survive the server being killed', () => {
  it('every acknowledged answer is there after a SIGKILL and a restart', async () => {
    const token = await prepare();
    const first = await startServer();
    const exchange = await fetch(`${first.url}/api/users/me?auth=${encodeURIComponent(token)}`, {
      headers: { 'x-auth-method': 'lms' },
    });
    const cookie = exchange.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const csrf = /gs_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
    const headers = {
      cookie,
      'x-auth-method': 'lms',
      'x-csrf-token': csrf,
      'content-type': 'application/json',
    };
    const list = (await (
      await fetch(`${first.url}/api/classes/1/quizzes`, { headers })
    ).json()) as ClassQuizList;
    const quiz = list.quizzes.find((entry) => entry.kind === 'practice')!;
    const started = await fetch(`${first.url}/api/quizzes/${quiz.id}/attempts`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const attempt = (await started.json()) as AttemptView;

    // Saves of every question, several rounds, all in flight at once; the server dies midway.
    const firstExited = new Promise((resolve) => first.child.once('exit', resolve));
    const acknowledged = new Map<number, { choice: number; seq: number }>();
    let answered = 0;
    const saves: Promise<void>[] = [];
    for (let round = 1; round <= 20; round += 1) {
      for (const question of attempt.questions) {
        const choice = question.choices[round % question.choices.length]!.id;
        const seq = round;
        saves.push(
          fetch(`${first.url}/api/attempts/${attempt.id}/answers/${question.slot}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ choice_ids: [choice], client_seq: seq }),
          }).then(
            async (response) => {
              if (!response.ok) return;
              const body = (await response.json()) as { applied: boolean };
              const known = acknowledged.get(question.slot);
              if (body.applied && (!known || known.seq < seq)) {
                acknowledged.set(question.slot, { choice, seq });
              }
              answered += 1;
              // Killed while most saves are still on their way.
              if (answered === 15) first.child.kill('SIGKILL');
            },
            () => undefined,
          ),
        );
      }
    }
    await Promise.all(saves);
    await firstExited;
    expect(acknowledged.size).toBeGreaterThan(0);

    const second = await startServer();
    try {
      const reread = await fetch(`${second.url}/api/attempts/${attempt.id}`, { headers });
      const view = (await reread.json()) as AttemptView;
      for (const [slot, { choice, seq }] of acknowledged) {
        const stored = view.answers.find((answer) => answer.slot === slot);
        expect(stored, `answer to question ${slot}`).toBeDefined();
        // The acknowledged save, or a later one the server also took before it died.
        expect(stored!.client_seq).toBeGreaterThanOrEqual(seq);
        if (stored!.client_seq === seq) expect(stored!.choice_ids).toEqual([choice]);
      }
    } finally {
      const secondExited = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await secondExited;
    }
  }, 120_000);
});
