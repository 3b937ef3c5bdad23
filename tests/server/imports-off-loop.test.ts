import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ErrorCode,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_COMPLEX_MESSAGE,
  IMPORT_TOO_SLOW_MESSAGE,
} from '../../contract';
import {
  importJobEvents,
  importJobsRunning,
  MAX_READING,
  ReadingTurn,
  readUploadBody,
} from '../../server/services/imports/worker/read-off-loop';
import { ReceivedFile } from '../../server/services/imports/worker/received-file';
import { aClass } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { schoolSession } from './helpers/school-session';

/** Files of ordinary rows, large enough that reading one takes seconds, never milliseconds. */
const QUESTION_HEADER = 'topic,stem,choices,correct,explanation,reference,objective,status\n';
const slowQuestionCsv = () => QUESTION_HEADER + 'Met,Is it?,Yes|No,A,,,,\n'.repeat(150_000);
const slowFlashcardCsv = () => 'front,back,topic\n' + 'Wind,Moving air,Met\n'.repeat(200_000);
const upload = (text: string, filename: string) => ({
  data_base64: Buffer.from(text).toString('base64'),
  filename,
});

/** Resolves when a worker starts reading a file (not parsing a request body). */
const fileReadStarts = () =>
  new Promise<void>((resolve) => {
    const started = (kind: string) => {
      if (kind === 'upload-body') return;
      importJobEvents.off('started', started);
      resolve();
    };
    importJobEvents.on('started', started);
  });

const ROUTES = [
  ['questionImportPreview', slowQuestionCsv, 'questions.csv'],
  ['questionImportCommit', slowQuestionCsv, 'questions.csv'],
  ['flashcardImportPreview', slowFlashcardCsv, 'cards.csv'],
  ['flashcardImportCommit', slowFlashcardCsv, 'cards.csv'],
] as const;

describe('imports read past their time budget', () => {
  let s: Awaited<ReturnType<typeof schoolSession>>;
  beforeAll(async () => {
    s = await schoolSession({ IMPORT_PARSE_BUDGET_MS: '50' });
  });
  afterAll(() => s.t.close());

  it.each(ROUTES)('%s answers 422 "takes too long to read"', async (route, file, filename) => {
    const classId = await aClass(s.db);
    const url = apiPath(route, { classId });
    const response = await s.call('POST', url, 'superuser', upload(file(), filename));
    expectError(response, 422, ErrorCode.IMPORT_TOO_SLOW, IMPORT_TOO_SLOW_MESSAGE);
    expect(importJobsRunning()).toBe(0);
  });
});

describe('imports read off the request event loop', () => {
  let s: Awaited<ReturnType<typeof schoolSession>>;
  beforeAll(async () => {
    s = await schoolSession();
  });
  afterAll(() => s.t.close());

  it('answers 422 "nested too deeply" for HTML nested 50,000 deep (a 500 before)', async () => {
    const classId = await aClass(s.db);
    const nested = '<b>'.repeat(50_000);
    const xml = `<quiz><question type="multichoice"><questiontext format="html"><text><![CDATA[${nested}]]></text></questiontext><answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer></question></quiz>`;
    const url = apiPath('questionImportPreview', { classId });
    const response = await s.call('POST', url, 'superuser', upload(xml, 'questions.xml'));
    expectError(response, 422, ErrorCode.IMPORT_TOO_COMPLEX, IMPORT_TOO_COMPLEX_MESSAGE);
  });

  it('answers /api/health while a file is being read', async () => {
    const classId = await aClass(s.db);
    const started = fileReadStarts();
    const preview = s.call(
      'POST',
      apiPath('questionImportPreview', { classId }),
      'superuser',
      upload(slowQuestionCsv(), 'questions.csv'),
    );
    await started;
    const health = await s.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(importJobsRunning()).toBe(1);
    expect((await preview).statusCode).toBe(200);
  });

  it('reads at most one file fewer than the cores at once; the others wait their turn', async () => {
    const classId = await aClass(s.db);
    let most = 0;
    const count = () => (most = Math.max(most, importJobsRunning()));
    importJobEvents.on('started', count);
    const previews = Array.from({ length: MAX_READING + 1 }, () =>
      s.call(
        'POST',
        apiPath('questionImportPreview', { classId }),
        'superuser',
        upload(slowQuestionCsv(), 'questions.csv'),
      ),
    );
    const statuses = (await Promise.all(previews)).map((response) => response.statusCode);
    importJobEvents.off('started', count);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(most).toBe(MAX_READING);
  });

  it("parses and checks the upload's JSON body in a worker too, before reading the file", async () => {
    const classId = await aClass(s.db);
    const kinds: string[] = [];
    const record = (kind: string) => kinds.push(kind);
    importJobEvents.on('started', record);
    const response = await s.call(
      'POST',
      apiPath('questionImportPreview', { classId }),
      'superuser',
      upload(QUESTION_HEADER + 'Met,Is it?,Yes|No,A,,,,\n', 'questions.csv'),
    );
    importJobEvents.off('started', record);
    expect(response.statusCode).toBe(200);
    expect(kinds).toEqual(['upload-body', 'question-counts']);
  });

  it('checks the body against its contract schema there: not base64 answers 422 on the field', async () => {
    const classId = await aClass(s.db);
    const url = apiPath('flashcardImportPreview', { classId });
    const body = { data_base64: 'not base64!', filename: 'cards.csv' };
    const response = await s.call('POST', url, 'superuser', body);
    const message = 'The file must be sent as base64.';
    expectError(
      response,
      422,
      ErrorCode.VALIDATION_FAILED,
      `Invalid request. body.data_base64: ${message}`,
    );
    expect(response.json().detail.fields).toEqual([{ path: 'body.data_base64', message }]);
  });

  it('answers a body over its limit with 413 and the error body, as every route does', async () => {
    const classId = await aClass(s.db);
    const tooBig = 'A'.repeat(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 65 * 1024);
    const url = apiPath('questionImportPreview', { classId });
    const response = await s.call('POST', url, 'superuser', {
      data_base64: tooBig,
      filename: 'q.csv',
    });
    expectError(response, 413, ErrorCode.VALIDATION_FAILED);
  });

  it('answers malformed JSON with 400 and the error body, as every route does', async () => {
    const classId = await aClass(s.db);
    const response = await s.t.app.inject({
      method: 'POST',
      url: `/api${apiPath('questionImportPreview', { classId })}`,
      headers: { ...s.headers.superuser, 'content-type': 'application/json' },
      payload: '{"data_base64": ',
    });
    expectError(response, 400, ErrorCode.VALIDATION_FAILED, 'The body is not valid JSON.');
  });
});

describe("an upload's turn with the import workers", () => {
  const BUDGET_MS = 60_000;
  const smallCsv = {
    kind: 'question-counts',
    format: 'csv',
    file: new Uint8Array(Buffer.from(QUESTION_HEADER + 'Met,Is it?,Yes|No,A,,,,\n')),
  } as const;

  it('is kept from the parse of its body to the read of its file', async () => {
    const turns = await Promise.all(
      Array.from({ length: MAX_READING }, () => ReadingTurn.take(BUDGET_MS)),
    );
    let nextHasItsTurn = false;
    const next = ReadingTurn.take(BUDGET_MS).then((turn) => {
      nextHasItsTurn = true;
      return turn;
    });
    await readUploadBody(turns[0]!, [Buffer.from('{"data_base64":""}')], 'questions').catch(
      () => 'refused',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(nextHasItsTurn).toBe(false);
    await turns[0]!.runLast(smallCsv);
    (await next).end();
    expect(nextHasItsTurn).toBe(true);
    for (const turn of turns) turn.end();
  });

  it("hands the route the file's bytes, never its base64", async () => {
    const turn = await ReadingTurn.take(BUDGET_MS);
    const file = 'front,back,topic\nWind,Moving air,Met\n';
    const body = JSON.stringify({
      data_base64: Buffer.from(file).toString('base64'),
      filename: 'a.csv',
    });
    const read = await readUploadBody(turn, [Buffer.from(body)], 'flashcards');
    turn.end();
    const { data_base64: received, ...fields } = read;
    expect(fields).toEqual({ filename: 'a.csv' });
    if (!(received instanceof ReceivedFile)) throw new Error('The route was given no file.');
    expect(Buffer.from(received.bytes).toString('utf8')).toBe(file);
  });

  it('is given back when the upload is answered before its file is read', async () => {
    const s = await schoolSession();
    try {
      const classId = await aClass(s.db);
      const url = apiPath('questionImportPreview', { classId });
      const noFormat = upload(QUESTION_HEADER, 'questions.unknown');
      for (let refused = 0; refused <= MAX_READING; refused += 1) {
        expect((await s.call('POST', url, 'superuser', noFormat)).statusCode).toBe(422);
      }
      const response = await s.call('POST', url, 'superuser', upload(QUESTION_HEADER, 'q.csv'));
      expect(response.statusCode).toBe(200);
    } finally {
      await s.t.close();
    }
  });
});
