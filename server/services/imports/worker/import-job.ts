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
  | { kind: 'flashcards' | 'flashcard-counts'; base64: string };

/** What it answers. */
export type ImportJobResult =
  | { kind: 'questions'; parsed: ParsedQuestionFile }
  | { kind: 'question-counts'; counts: QuestionImportCounts }
  | { kind: 'flashcards'; parsed: ParsedFlashcardFile }
  | { kind: 'flashcard-counts'; counts: FlashcardImportCounts };

export function runImportJob(job: ImportJob): ImportJobResult {
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
