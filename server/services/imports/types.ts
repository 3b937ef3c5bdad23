import type { ImportError, ImportFormat, ImportSkipped } from '../../../contract/imports';

export type { ImportFormat };

export type FigureMediaType = 'image/png' | 'image/jpeg' | 'image/webp';

export type ImportedFigure = { mediaType: FigureMediaType; data: Uint8Array; filename: string };

export type ImportedChoice = { /** Markdown */ text: string; correct: boolean };

export type QuestionStatus = 'draft' | 'published' | 'retired';

export type ImportedQuestion = {
  /** 1-based line of the file where the question starts. */
  line: number;
  /** Its name in the file (GIFT `::name::`, Moodle's name, the CSV's name column); '' when none. */
  name: string;
  topic: string;
  /** Markdown */
  stem: string;
  /** 2–6 choices. */
  choices: ImportedChoice[];
  multipleResponse: boolean;
  /** Markdown */
  explanation: string;
  reference: string;
  learningObjective: string;
  status: QuestionStatus;
  figure?: ImportedFigure;
};

export type ParsedQuestionFile = {
  format: ImportFormat;
  questions: ImportedQuestion[];
  skipped: ImportSkipped[];
  errors: ImportError[];
};

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 6;
export const MAX_FIGURE_BYTES = 2 * 1024 * 1024;
/** Topic of Moodle and GIFT questions that come before any category. */
export const DEFAULT_IMPORT_TOPIC = 'Imported questions';
/** Status of questions imported from Moodle XML and GIFT (neither says): teachers publish them. */
export const DEFAULT_IMPORT_STATUS: QuestionStatus = 'draft';
