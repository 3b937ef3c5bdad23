import { ErrorCode, type ImportFormatName, type QuestionImportPreview } from '../../../contract';
import type { Executor } from '../../db/executor';
import { topicsByName } from '../../repositories/topics';
import { detectImportFormat } from '../imports/detect-format';
import type { ParsedQuestionFile } from '../imports/types';
import type { ReadingTurn } from '../imports/worker/read-off-loop';
import type { ReceivedFile } from '../imports/worker/received-file';
import { ApiError, invalidField } from '../../errors/api-error';

export const UNKNOWN_FORMAT_MESSAGE =
  'Could not tell the file format from its name: choose CSV, Moodle XML or GIFT.';
export const FILE_HAS_ERRORS_MESSAGE =
  'The file has errors: nothing was imported. Fix them and import it again.';

function chosenFormat(filename: string, format: ImportFormatName | undefined) {
  const chosen = format ?? detectImportFormat(filename);
  if (!chosen) throw invalidField('body.format', UNKNOWN_FORMAT_MESSAGE);
  return chosen;
}

/**
 * The uploaded file read in its format (given, or from the file name's extension) by a
 * worker thread in the upload's turn, with the bank's rules checked on every question.
 */
export async function parseUpload(
  file: ReceivedFile,
  filename: string,
  format: ImportFormatName | undefined,
  turn: ReadingTurn,
): Promise<ParsedQuestionFile> {
  const job = {
    kind: 'questions',
    file: file.bytes,
    format: chosenFormat(filename, format),
  } as const;
  return (await turn.runLast(job)).parsed;
}

/**
 * What committing the uploaded file would create: questions per topic (existing or new), figures,
 * the first questions in full, skips, errors. The worker thread counts; only the counts and that
 * bounded sample come back.
 */
export async function previewUpload(
  db: Executor,
  classId: number,
  upload: { file: ReceivedFile; filename: string; format: ImportFormatName | undefined },
  turn: ReadingTurn,
): Promise<QuestionImportPreview> {
  const format = chosenFormat(upload.filename, upload.format);
  const job = { kind: 'question-counts', file: upload.file.bytes, format } as const;
  const { counts } = await turn.runLast(job);
  const existing = await topicsByName(
    db,
    classId,
    counts.topics.map((topic) => topic.name),
  );
  return {
    format: counts.format,
    question_count: counts.questions,
    topics: counts.topics.map((topic) => ({
      name: topic.name,
      question_count: topic.count,
      exists: existing.has(topic.name.toLowerCase()),
    })),
    figure_count: counts.figures,
    questions: counts.sample,
    skipped: counts.skipped,
    errors: counts.errors,
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
