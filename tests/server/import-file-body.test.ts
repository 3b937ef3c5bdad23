import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE, importFileBodySchema } from '../../contract';

/** The base64 of a file of `bytes` bytes (its characters only: the bytes themselves do not matter). */
const base64Of = (bytes: number) => {
  const padding = (3 - (bytes % 3)) % 3;
  return 'A'.repeat(Math.ceil(bytes / 3) * 4 - padding) + '='.repeat(padding);
};
const messages = (bytes: number) => {
  const result = importFileBodySchema.safeParse({
    data_base64: base64Of(bytes),
    filename: 'a.csv',
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('an import file body', () => {
  it.each([1, 2, 3])('carries %i bytes in its base64 with its padding', (bytes) => {
    expect(Buffer.from(base64Of(bytes), 'base64')).toHaveLength(bytes);
  });

  it('accepts a file of exactly 10 MB', () => {
    expect(messages(IMPORT_MAX_BYTES)).toEqual([]);
  });

  it.each([1, 2])('refuses a file %i byte(s) over 10 MB', (over) => {
    expect(messages(IMPORT_MAX_BYTES + over)).toEqual([IMPORT_TOO_LARGE_MESSAGE]);
  });
});
