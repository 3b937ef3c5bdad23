import type { ImportJob, ImportJobResult } from './import-job';

/**
 * The file a job or its result carries, moved to the other thread rather than copied: only when it
 * owns its whole buffer (a slice of a shared one, as Node's pool, is copied).
 */
export const bytesToMove = (value: ImportJob | ImportJobResult): ArrayBuffer[] => {
  const file = 'file' in value && value.file instanceof Uint8Array ? value.file : null;
  if (!file || !(file.buffer instanceof ArrayBuffer)) return [];
  return file.byteOffset === 0 && file.byteLength === file.buffer.byteLength ? [file.buffer] : [];
};
