import { createHash } from 'node:crypto';

/** The Content-Security-Policy source that lets exactly this inline script run. */
export const inlineScriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
