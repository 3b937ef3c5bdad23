import { UNSAFE_TEXT_MESSAGE, isSafeText } from '../../../contract/text';
import type { ImportedFlashcard } from './flashcard-csv';
import type { ParsedQuestionFile } from './types';

const questionTexts = (question: ParsedQuestionFile['questions'][number]) => [
  question.name,
  question.topic,
  question.stem,
  question.explanation,
  question.reference,
  question.learningObjective,
  question.figure?.filename ?? '',
  ...question.choices.map((choice) => choice.text),
];

/**
 * Moves every question with a NUL character or a lone surrogate (PostgreSQL refuses both; a NUL byte
 * or an XML character reference can carry them) from the questions to the errors.
 */
export function refuseUnsafeQuestions(parsed: ParsedQuestionFile): ParsedQuestionFile {
  const unsafe = parsed.questions.filter((question) => !questionTexts(question).every(isSafeText));
  if (unsafe.length === 0) return parsed;
  return {
    ...parsed,
    questions: parsed.questions.filter((question) => !unsafe.includes(question)),
    errors: [
      ...parsed.errors,
      ...unsafe.map(({ line }) => ({ line, message: UNSAFE_TEXT_MESSAGE })),
    ].sort((a, b) => a.line - b.line),
  };
}

export const isSafeFlashcard = (card: ImportedFlashcard) =>
  [card.front, card.back, card.topic].every(isSafeText);
