import { ErrorCode, type ImportFormatName, type QuestionImportPreview } from '../../../contract';
import type { Executor } from '../../db/executor';
import { ApiError } from '../../http/errors';
import { topicsByName } from '../../repositories/topics';
import { invalidField } from '../authorize';
import { detectImportFormat } from '../imports/detect-format';
import type { ParsedQuestionFile } from '../imports/types';
import { readQuestionsOffLoop } from '../imports/worker/read-off-loop';

export const UNKNOWN_FORMAT_MESSAGE =
  'Could not tell the file format from its name: choose CSV, Moodle XML or GIFT.';
export const FILE_HAS_ERRORS_MESSAGE =
  'The file has errors: nothing was imported. Fix them and import it again.';

/**
 * The uploaded file read in its format (given, or from the file name's extension) by a worker
 * thread with `budgetMs` to read it, with the bank's rules checked on every question.
 */
export async function parseUpload(
  data: Uint8Array,
  filename: string,
  format: ImportFormatName | undefined,
  budgetMs: number,
): Promise<ParsedQuestionFile> {
  const chosen = format ?? detectImportFormat(filename);
  if (!chosen) throw invalidField('body.format', UNKNOWN_FORMAT_MESSAGE);
  return readQuestionsOffLoop(data, chosen, budgetMs);
}

/** What a commit would create: questions per topic (existing or new), figures, skips, errors. */
export async function previewOf(
  db: Executor,
  classId: number,
  parsed: ParsedQuestionFile,
): Promise<QuestionImportPreview> {
  const created = parsed.errors.length > 0 ? [] : parsed.questions;
  const counts = new Map<string, { name: string; count: number }>();
  for (const question of created) {
    const key = question.topic.toLowerCase();
    const entry = counts.get(key) ?? { name: question.topic, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const existing = await topicsByName(
    db,
    classId,
    [...counts.values()].map((entry) => entry.name),
  );
  return {
    format: parsed.format,
    question_count: created.length,
    topics: [...counts].map(([key, entry]) => ({
      name: entry.name,
      question_count: entry.count,
      exists: existing.has(key),
    })),
    figure_count: created.filter((question) => question.figure).length,
    skipped: parsed.skipped,
    errors: parsed.errors,
  };
}

/** 422 listing the file's errors (with their lines) when there are any. */
export function refuseFileWithErrors(errors: { line: number; message: string }[]) {
  if (errors.length === 0) return;
  throw new ApiError(
    422,
    ErrorCode.VALIDATION_FAILED,
    FILE_HAS_ERRORS_MESSAGE,
    errors.map((error) => ({ path: `file.line.${error.line}`, message: error.message })),
  );
}
