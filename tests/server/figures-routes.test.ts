import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ErrorCode,
  FIGURE_MAX_BYTES,
  FIGURE_SVG_MESSAGE,
  FIGURE_TOO_LARGE_MESSAGE,
  FIGURE_TOO_MANY_PIXELS_MESSAGE,
  FIGURE_TYPE_MESSAGE,
  FIGURE_UNREADABLE_MESSAGE,
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
/** 2 × 2 red pixels, saved by ImageMagick (JPEG) and cwebp (WebP). */
const JPEG_2X2 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKALXj/9k=',
  'base64',
);
const WEBP_2X2 = Buffer.from(
  'UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoCAAIAAgA0JaACdLoB+AADsAD+8MQL/yC5YXXI1/8gP+QH/ID/+PIAAAA=',
  'base64',
);

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A complete PNG (signature, IHDR, a little compressed data, IEND) declaring any size. */
const pngDeclaring = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100_000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

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
    const body = expectError(await upload(big), 422, ErrorCode.VALIDATION_FAILED);
    expect(body.detail.fields).toEqual([
      { path: 'body.data_base64', message: FIGURE_TOO_LARGE_MESSAGE },
    ]);
  });

  it('stores a JPEG and a WebP', async () => {
    const jpeg = await upload(JPEG_2X2);
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect((jpeg.json() as Figure).media_type).toBe('image/jpeg');
    const webp = await upload(WEBP_2X2);
    expect(webp.statusCode, webp.body).toBe(201);
    expect((webp.json() as Figure).media_type).toBe('image/webp');
  });

  it('stores an image of 8000 pixels a side', async () => {
    const response = await upload(pngDeclaring(8000, 8000));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a small PNG declaring 100,000 × 100,000 pixels (a decompression bomb)', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1024);
    expectError(
      await upload(bomb),
      422,
      ErrorCode.VALIDATION_FAILED,
      FIGURE_TOO_MANY_PIXELS_MESSAGE,
    );
  });

  it('refuses an image 8001 pixels wide', async () => {
    expectError(
      await upload(pngDeclaring(8001, 1)),
      422,
      ErrorCode.VALIDATION_FAILED,
      FIGURE_TOO_MANY_PIXELS_MESSAGE,
    );
  });

  it.each([
    ['the first 24 bytes of a JPEG', JPEG_2X2.subarray(0, 24)],
    ['the first 24 bytes of a WebP', WEBP_2X2.subarray(0, 24)],
    ['a JPEG without its last bytes', JPEG_2X2.subarray(0, JPEG_2X2.length - 2)],
    ['a WebP without its last bytes', WEBP_2X2.subarray(0, WEBP_2X2.length - 4)],
    ['a PNG without its end chunk', pngDeclaring(2, 2).subarray(0, -12)],
  ])('refuses %s as damaged or incomplete', async (_case, bytes) => {
    const body = expectError(
      await upload(bytes),
      422,
      ErrorCode.VALIDATION_FAILED,
      FIGURE_UNREADABLE_MESSAGE,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.data_base64');
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
