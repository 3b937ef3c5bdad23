import { readFileSync } from 'node:fs';
import { importFormatSchema, type ImportFormat } from '../contract/imports';
import { detectImportFormat } from '../server/services/imports/detect-format';
import { parseQuestionFile } from '../server/services/imports/parse-question-file';
import { importPreview } from '../server/services/imports/preview';
import type { ParsedQuestionFile } from '../server/services/imports/types';

/** The one JSON object `npm run --silent import -- --dry-run --json FILE` prints. */
export type DryRunReport = {
  format: ImportFormat | null;
  imported: number;
  skipped: { name: string; reason: string }[];
  errors: { line: number; message: string }[];
};

export type ReadResult =
  | { ok: true; parsed: ParsedQuestionFile; report: DryRunReport }
  | { ok: false; report: DryRunReport };

/** Line 0 in an error: the file as a whole (it could not be read at all). */
const unreadable = (format: ImportFormat | null, message: string): ReadResult => ({
  ok: false,
  report: { format, imported: 0, skipped: [], errors: [{ line: 0, message }] },
});

/** Reads and parses a question file without touching any database. */
export function readQuestionFile(path: string, formatOption?: string): ReadResult {
  let format: ImportFormat | null;
  if (formatOption !== undefined) {
    const parsedFormat = importFormatSchema.safeParse(formatOption);
    if (!parsedFormat.success) {
      return unreadable(null, `Unknown format "${formatOption}": use csv, moodle-xml or gift.`);
    }
    format = parsedFormat.data;
  } else {
    format = detectImportFormat(path);
  }
  if (!format) {
    return unreadable(
      null,
      `Cannot tell the format of ${path} from its extension (.csv, .xml, .gift, .txt): add --format csv|moodle-xml|gift.`,
    );
  }
  let content: Uint8Array;
  try {
    content = readFileSync(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return unreadable(format, `Cannot read ${path}: ${reason}`);
  }
  const parsed = parseQuestionFile(content, format);
  const preview = importPreview(parsed);
  return {
    ok: true,
    parsed,
    report: {
      format: preview.format,
      imported: preview.imported,
      skipped: preview.skipped,
      errors: preview.errors,
    },
  };
}
