import type { ParsedFlashcardFile } from '../flashcard-csv';
import {
  flashcardImportCounts,
  questionImportCounts,
  type FlashcardImportCounts,
  type QuestionImportCounts,
} from '../import-counts';
import { readFlashcardUpload, readQuestionUpload } from '../read-upload';
import type { ImportFormat, ParsedQuestionFile } from '../types';

/**
 * What an import worker is asked to do with an uploaded file (its base64 is decoded there too): read
 * it whole for a commit, or only count what it would create for a preview, so that little comes
 * back to the request thread.
 */
export type ImportJob =
  | { kind: 'questions' | 'question-counts'; base64: string; format: ImportFormat }
  | { kind: 'flashcards' | 'flashcard-counts'; base64: string }
  /** The upload's request body (JSON, up to 13 MB), parsed before the route reads it. */
  | { kind: 'json'; body: Uint8Array };

/** What it answers. */
export type ImportJobResult =
  | { kind: 'questions'; parsed: ParsedQuestionFile }
  | { kind: 'question-counts'; counts: QuestionImportCounts }
  | { kind: 'flashcards'; parsed: ParsedFlashcardFile }
  | { kind: 'flashcard-counts'; counts: FlashcardImportCounts }
  | { kind: 'json'; value: unknown; invalid: boolean };

export function runImportJob(job: ImportJob): ImportJobResult {
  if (job.kind === 'json') return parseJson(job.body);
  const data = new Uint8Array(Buffer.from(job.base64, 'base64'));
  switch (job.kind) {
    case 'questions':
      return { kind: job.kind, parsed: readQuestionUpload(data, job.format) };
    case 'question-counts':
      return { kind: job.kind, counts: questionImportCounts(readQuestionUpload(data, job.format)) };
    case 'flashcards':
      return { kind: job.kind, parsed: readFlashcardUpload(data) };
    case 'flashcard-counts':
      return { kind: job.kind, counts: flashcardImportCounts(readFlashcardUpload(data)) };
  }
}

function parseJson(body: Uint8Array): ImportJobResult {
  try {
    return { kind: 'json', value: JSON.parse(Buffer.from(body).toString('utf8')), invalid: false };
  } catch {
    return { kind: 'json', value: null, invalid: true };
  }
}
