import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ErrorCode,
  FIGURE_MAX_BYTES,
  FIGURE_SVG_MESSAGE,
  FIGURE_TOO_LARGE_MESSAGE,
  FIGURE_TYPE_MESSAGE,
  type Figure,
  type QuestionDetail,
} from '../../contract';
import { sniffImage } from '../../server/services/figures/sniff-image';
import { aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { schoolSession } from './helpers/school-session';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');

let s: Awaited<ReturnType<typeof schoolSession>>;
beforeAll(async () => {
  s = await schoolSession();
});
afterAll(() => s.t.close());

const upload = (
  data: Buffer | string,
  caller: 'teacher' | 'student' | 'otherTeacher' = 'teacher',
) =>
  s.call('POST', apiPath('classFigures', { classId: s.school.classA }), caller, {
    data_base64: typeof data === 'string' ? data : data.toString('base64'),
    filename: 'figure.png',
  });

describe('figure type by magic bytes', () => {
  it('recognises PNG, JPEG and WebP', () => {
    expect(sniffImage(Buffer.from(PNG_1X1, 'base64'))).toEqual({
      kind: 'image',
      mediaType: 'image/png',
    });
    expect(sniffImage(JPEG_HEAD)).toEqual({ kind: 'image', mediaType: 'image/jpeg' });
    expect(sniffImage(WEBP_HEAD)).toEqual({ kind: 'image', mediaType: 'image/webp' });
  });

  it('recognises SVG so that it can be refused', () => {
    expect(sniffImage(SVG)).toEqual({ kind: 'svg' });
  });

  it('does not trust a name or declared type: text is not an image', () => {
    expect(sniffImage(Buffer.from('GIF89a not allowed'))).toBeNull();
  });
});

describe('figures: upload', () => {
  it('stores a PNG by its sha-256 and answers its address', async () => {
    const response = await upload(PNG_1X1);
    expect(response.statusCode, response.body).toBe(201);
    const figure = response.json() as Figure;
    expect(figure.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(figure).toMatchObject({ media_type: 'image/png', url: `/figures/${figure.hash}` });
  });

  it('gives the same figure for the same bytes', async () => {
    const first = (await upload(PNG_1X1)).json() as Figure;
    const second = (await upload(PNG_1X1)).json() as Figure;
    expect(second.hash).toBe(first.hash);
  });

  it('refuses SVG with a clear message', async () => {
    expectError(await upload(SVG), 422, ErrorCode.VALIDATION_FAILED, FIGURE_SVG_MESSAGE);
  });

  it('refuses bytes that are not PNG, JPEG or WebP', async () => {
    expectError(
      await upload(Buffer.from('GIF89a....')),
      422,
      ErrorCode.VALIDATION_FAILED,
      FIGURE_TYPE_MESSAGE,
    );
  });

  it('refuses more than 2 MB', async () => {
    const big = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(FIGURE_MAX_BYTES)]);
    expectError(await upload(big), 422, ErrorCode.VALIDATION_FAILED, FIGURE_TOO_LARGE_MESSAGE);
  });

  it('refuses a body that is not base64 (422)', async () => {
    expectError(await upload('not base64!'), 422, ErrorCode.VALIDATION_FAILED);
  });

  it('refuses a student and a teacher of another class', async () => {
    expectError(await upload(PNG_1X1, 'student'), 403, ErrorCode.FORBIDDEN);
    expectError(await upload(PNG_1X1, 'otherTeacher'), 403, ErrorCode.FORBIDDEN);
  });
});

describe('figures: serving', () => {
  it('serves the bytes with their type, immutable caching and a sandboxing CSP', async () => {
    const figure = (await upload(PNG_1X1)).json() as Figure;
    const response = await s.t.app.inject({ method: 'GET', url: `/api${figure.url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
  });

  it('answers 404 for an unknown hash', async () => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/figures/${'0'.repeat(64)}` });
    expectError(response, 404, ErrorCode.NOT_FOUND);
  });

  it('answers 422 for an address that is not a hash', async () => {
    const response = await s.t.app.inject({ method: 'GET', url: '/api/figures/../../etc' });
    expect([404, 422]).toContain(response.statusCode);
  });

  it('puts the figure on a question', async () => {
    const figure = (await upload(PNG_1X1)).json() as Figure;
    const topicId = await aTopic(s.db, s.school.classA);
    const response = await s.call(
      'POST',
      apiPath('classQuestions', { classId: s.school.classA }),
      'teacher',
      {
        topic_id: topicId,
        stem: 'Read the chart.',
        choices: [
          { text: 'A', correct: true },
          { text: 'B', correct: false },
        ],
        figure_hash: figure.hash,
      },
    );
    expect((response.json() as QuestionDetail).figure).toEqual(figure);
  });
});
