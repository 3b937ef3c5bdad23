import type { ImportPreview } from '../../../contract/imports';
import type { ParsedQuestionFile } from './types';

/**
 * The preview the teacher sees before committing an import: counts per topic, skips, errors.
 * A file with any error imports nothing (as Moodle does), so it shows 0 questions and no topics.
 */
export function importPreview(parsed: ParsedQuestionFile): ImportPreview {
  const topics = new Map<string, number>();
  const created = parsed.errors.length > 0 ? [] : parsed.questions;
  for (const question of created) {
    topics.set(question.topic, (topics.get(question.topic) ?? 0) + 1);
  }
  return {
    format: parsed.format,
    imported: created.length,
    topics: [...topics].map(([name, questions]) => ({ name, questions })),
    skipped: parsed.skipped,
    errors: parsed.errors,
  };
}
