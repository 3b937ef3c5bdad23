import { describe, expect, it } from 'vitest';
import {
  importWorkersStarted,
  runInWorker,
} from '../../server/services/imports/worker/reading-workers';

/** A request body as it arrives: in chunks (of 5 bytes here, 64 KB from a socket). */
const body = (text: string) => {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) =>
    bytes.subarray(i * 5, i * 5 + 5),
  );
  return { kind: 'upload-body', upload: 'flashcards', body: chunks } as const;
};
const aBody = (file: number) =>
  body(
    JSON.stringify({
      data_base64: Buffer.from(`file ${file}`).toString('base64'),
      filename: 'a.csv',
    }),
  );
const questionsCsv = (rows: number) =>
  ({
    kind: 'question-counts',
    format: 'csv',
    file: Buffer.from('topic,stem,choices,correct\n' + 'Met,Is it?,Yes|No,A\n'.repeat(rows)),
  }) as const;
const nestedHtml = {
  kind: 'question-counts',
  format: 'moodle-xml',
  file: Buffer.from(
    `<quiz><question type="multichoice"><questiontext format="html"><text><![CDATA[${'<b>'.repeat(50_000)}]]></text></questiontext><answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question></quiz>`,
  ),
} as const;
const BUDGET_MS = 60_000;
const run = (job: Parameters<typeof runInWorker>[0], budgetMs = BUDGET_MS) =>
  runInWorker(job, budgetMs, () => undefined);

describe('the import workers', () => {
  it('read job after job in the worker already started', async () => {
    expect((await run(aBody(1))).ok).toBe(true);
    const started = importWorkersStarted();
    for (let file = 2; file <= 4; file += 1) {
      expect(await run(aBody(file))).toEqual({
        ok: true,
        result: {
          kind: 'upload-body',
          outcome: 'ok',
          fields: { filename: 'a.csv' },
          file: new Uint8Array(Buffer.from(`file ${file}`)),
        },
      });
    }
    expect(importWorkersStarted()).toBe(started);
  });

  it('end the worker that runs past its budget; the next job gets a new one', async () => {
    expect((await run(body('{}'))).ok).toBe(true);
    const started = importWorkersStarted();
    expect(await run(questionsCsv(150_000), 1)).toEqual({ ok: false, overBudget: true });
    expect((await run(body('{}'))).ok).toBe(true);
    expect(importWorkersStarted()).toBe(started + 1);
  });

  it('end the worker whose job failed; the next job gets a new one', async () => {
    expect((await run(body('{}'))).ok).toBe(true);
    const started = importWorkersStarted();
    const failed = await run(nestedHtml);
    expect(failed.ok).toBe(false);
    expect('error' in failed && failed.error.name).toBe('RangeError');
    expect((await run(body('{}'))).ok).toBe(true);
    expect(importWorkersStarted()).toBe(started + 1);
  });
});
