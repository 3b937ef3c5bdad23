import {
  flashcardImportBodySchema,
  importFileBodySchema,
  type FieldError,
} from '../../../../contract';
import type { ParsedFlashcardFile } from '../flashcard-csv';
import {
  flashcardImportCounts,
  questionImportCounts,
  type FlashcardImportCounts,
  type QuestionImportCounts,
} from '../import-counts';
import { readFlashcardUpload, readQuestionUpload } from '../read-upload';
import type { ImportFormat, ParsedQuestionFile } from '../types';

/** The request bodies an upload route takes, by name (a worker is sent names, not schemas). */
const UPLOAD_BODIES = { questions: importFileBodySchema, flashcards: flashcardImportBodySchema };
export type UploadBodyName = keyof typeof UPLOAD_BODIES;

/**
 * What an import worker is asked to do: check an upload's request body (JSON, up to 13 MB) against
 * its contract schema and decode its file, or read a file whole for a commit, or only count what it
 * would create for a preview, so that little comes back to the request thread.
 */
export type ImportJob =
  /** The body's chunks as they arrived (sent to the worker one by one ahead of the job). */
  | { kind: 'upload-body'; body: Uint8Array[]; upload: UploadBodyName }
  | { kind: 'questions' | 'question-counts'; file: Uint8Array; format: ImportFormat }
  | { kind: 'flashcards' | 'flashcard-counts'; file: Uint8Array };

/** What the worker is sent: a job, or a chunk of the next upload body ahead of its job. */
export type WorkerMessage = ImportJob | { kind: 'chunk'; bytes: Uint8Array };

/** A checked body: its fields but the file, and the file's bytes (never the base64 string). */
export type UploadBodyResult =
  | { kind: 'upload-body'; outcome: 'ok'; fields: Record<string, unknown>; file: Uint8Array }
  | { kind: 'upload-body'; outcome: 'invalid'; fields: FieldError[] }
  | { kind: 'upload-body'; outcome: 'not-json' };

/** What it answers. */
export type ImportJobResult =
  | UploadBodyResult
  | { kind: 'questions'; parsed: ParsedQuestionFile }
  | { kind: 'question-counts'; counts: QuestionImportCounts }
  | { kind: 'flashcards'; parsed: ParsedFlashcardFile }
  | { kind: 'flashcard-counts'; counts: FlashcardImportCounts };

export function runImportJob(job: ImportJob): ImportJobResult {
  switch (job.kind) {
    case 'upload-body':
      return checkUploadBody(job.body, job.upload);
    case 'questions':
      return { kind: job.kind, parsed: readQuestionUpload(job.file, job.format) };
    case 'question-counts':
      return {
        kind: job.kind,
        counts: questionImportCounts(readQuestionUpload(job.file, job.format)),
      };
    case 'flashcards':
      return { kind: job.kind, parsed: readFlashcardUpload(job.file) };
    case 'flashcard-counts':
      return { kind: job.kind, counts: flashcardImportCounts(readFlashcardUpload(job.file)) };
  }
}

function checkUploadBody(body: Uint8Array[], upload: UploadBodyName): UploadBodyResult {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(body).toString('utf8'));
  } catch {
    return { kind: 'upload-body', outcome: 'not-json' };
  }
  const checked = UPLOAD_BODIES[upload].safeParse(value);
  if (!checked.success) {
    const fields = checked.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    return { kind: 'upload-body', outcome: 'invalid', fields };
  }
  const { data_base64, ...fields } = checked.data;
  // A copy of its own (a small decoded Buffer shares Node's pool, which must never be moved).
  const file = new Uint8Array(Buffer.from(data_base64, 'base64'));
  return { kind: 'upload-body', outcome: 'ok', fields, file };
}
