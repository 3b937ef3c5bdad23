import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const FIXTURES = resolve('tests/fixtures/import');

/** The bytes of one of our own import fixtures (tests/fixtures/import). */
export const fixture = (name: string): Uint8Array => readFileSync(resolve(FIXTURES, name));

export const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A 1×1 PNG, base64. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
