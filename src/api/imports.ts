import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../contract/paths';
import type {
  ExportFormatName,
  FlashcardImportPreview,
  FlashcardImportResult,
  QuestionImportPreview,
  QuestionImportResult,
} from '../../contract/question-imports';
import { fileToBase64 } from '../lib/file-base64';
import { useBankMutation } from './bank-mutation';
import { apiFetch } from './http-client';

export type ImportKind = 'questions' | 'flashcards';

const importPaths = {
  questions: { preview: 'questionImportPreview', commit: 'questionImportCommit' },
  flashcards: { preview: 'flashcardImportPreview', commit: 'flashcardImportCommit' },
} as const;

const fileBody = async (file: File) => ({
  data_base64: await fileToBase64(file),
  filename: file.name,
});

type Preview = { questions: QuestionImportPreview; flashcards: FlashcardImportPreview };
type Result = { questions: QuestionImportResult; flashcards: FlashcardImportResult };

/** What importing the file would do; nothing is written. */
export const usePreviewImport = <Kind extends ImportKind>(classId: number, kind: Kind) =>
  useMutation({
    mutationFn: async (file: File) =>
      apiFetch<Preview[Kind]>(apiPath(importPaths[kind].preview, { classId }), {
        method: 'POST',
        body: await fileBody(file),
      }),
  });

/** Imports all of the file in one transaction, or nothing. */
export const useCommitImport = <Kind extends ImportKind>(classId: number, kind: Kind) =>
  useBankMutation(classId, async (file: File) =>
    apiFetch<Result[Kind]>(apiPath(importPaths[kind].commit, { classId }), {
      method: 'POST',
      body: await fileBody(file),
    }),
  );

export const EXPORT_FILE_EXTENSION: Record<ExportFormatName, string> = {
  csv: 'csv',
  'moodle-xml': 'xml',
};

/** `GET /classes/:classId/exports/questions`: the question bank as a file. */
export const exportQuestions = (classId: number, format: ExportFormatName) =>
  apiFetch<Blob>(apiPath('questionExport', { classId }), {
    query: { format },
    responseType: 'blob',
  });
