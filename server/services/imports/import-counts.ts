import type { ImportError, ImportSkipped } from '../../../contract/imports';
import {
  IMPORT_PREVIEW_QUESTIONS,
  type ImportPreviewQuestion,
} from '../../../contract/question-imports';
import type { ParsedFlashcardFile } from './flashcard-csv';
import type { ImportFormat, ParsedQuestionFile } from './types';
import { questionLabel } from './question-rules';

/** How many items a file would create in each topic (first spelling kept; names match in any case). */
export type TopicCount = { name: string; count: number };

function countByTopic(topics: string[]): TopicCount[] {
  const counts = new Map<string, TopicCount>();
  for (const topic of topics) {
    const entry = counts.get(topic.toLowerCase()) ?? { name: topic, count: 0 };
    entry.count += 1;
    counts.set(topic.toLowerCase(), entry);
  }
  return [...counts.values()];
}

/** What a question import would create. A file with any error creates nothing. */
export type QuestionImportCounts = {
  format: ImportFormat;
  questions: number;
  topics: TopicCount[];
  figures: number;
  /** The first questions in full (figures by name only), for the teacher to check. */
  sample: ImportPreviewQuestion[];
  skipped: ImportSkipped[];
  errors: ImportError[];
};

export function questionImportCounts(parsed: ParsedQuestionFile): QuestionImportCounts {
  const created = parsed.errors.length > 0 ? [] : parsed.questions;
  return {
    format: parsed.format,
    questions: created.length,
    topics: countByTopic(created.map((question) => question.topic)),
    figures: created.filter((question) => question.figure).length,
    sample: created.slice(0, IMPORT_PREVIEW_QUESTIONS).map((question) => ({
      line: question.line,
      name: questionLabel(question),
      topic: question.topic,
      stem: question.stem,
      choices: question.choices,
      multiple_response: question.multipleResponse,
      status: question.status,
      figure: question.figure?.filename ?? null,
    })),
    skipped: parsed.skipped,
    errors: parsed.errors,
  };
}

/** What a flashcard import would create. A file with any error creates nothing. */
export type FlashcardImportCounts = {
  flashcards: number;
  topics: TopicCount[];
  errors: ImportError[];
};

export function flashcardImportCounts(parsed: ParsedFlashcardFile): FlashcardImportCounts {
  const created = parsed.errors.length > 0 ? [] : parsed.flashcards;
  return {
    flashcards: created.length,
    topics: countByTopic(created.map((card) => card.topic)),
    errors: parsed.errors,
  };
}
