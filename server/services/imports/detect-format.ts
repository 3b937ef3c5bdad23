import type { ImportFormat } from './types';

/** The import format of a file from its name: .csv, .xml, .gift or .txt (GIFT); null otherwise. */
export function detectImportFormat(filename: string): ImportFormat | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xml')) return 'moodle-xml';
  if (name.endsWith('.gift') || name.endsWith('.txt')) return 'gift';
  return null;
}
