import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../../server/auth/secret-box';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');

describe('secrets kept at rest', () => {
  it('open what was sealed with the same key', () => {
    const box = SecretBox.fromKey(key(1));
    expect(box.open(box.seal('client-secret-123'))).toBe('client-secret-123');
  });

  it('never keep the plain text, and seal the same text differently each time', () => {
    const box = SecretBox.fromKey(key(1));
    const first = box.seal('client-secret-123');
    expect(first).not.toContain('client-secret-123');
    expect(box.seal('client-secret-123')).not.toBe(first);
  });

  it('cannot be opened with another key', () => {
    const sealed = SecretBox.fromKey(key(1)).seal('client-secret-123');
    expect(() => SecretBox.fromKey(key(2)).open(sealed)).toThrow();
  });

  it('refuse a sealed value that was altered', () => {
    const box = SecretBox.fromKey(key(1));
    const [version, iv, tag, sealed] = box.seal('client-secret-123').split('.');
    const altered = Buffer.from(sealed ?? '', 'base64url');
    altered[0] = (altered[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, tag, altered.toString('base64url')].join('.'))).toThrow();
  });

  it('without SECRETS_KEY, make a key in the data folder at first use (mode 600) and keep it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gs-secrets-'));
    const sealed = SecretBox.fromSettings(undefined, dataDir).seal('api-key');
    const file = join(dataDir, 'secrets.key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(SecretBox.fromSettings(undefined, dataDir).open(sealed)).toBe('api-key');
  });
});
