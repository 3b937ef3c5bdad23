import type { ParsedFlashcardFile } from '../flashcard-csv';
import { readFlashcardUpload, readQuestionUpload } from '../read-upload';
import type { ImportFormat, ParsedQuestionFile } from '../types';

/** What an import worker is asked to read. */
export type ImportJob =
  | { kind: 'questions'; data: Uint8Array; format: ImportFormat }
  | { kind: 'flashcards'; data: Uint8Array };

/** What it answers. */
export type ImportJobResult =
  | { kind: 'questions'; parsed: ParsedQuestionFile }
  | { kind: 'flashcards'; parsed: ParsedFlashcardFile };

export function runImportJob(job: ImportJob): ImportJobResult {
  return job.kind === 'questions'
    ? { kind: 'questions', parsed: readQuestionUpload(job.data, job.format) }
    : { kind: 'flashcards', parsed: readFlashcardUpload(job.data) };
}
