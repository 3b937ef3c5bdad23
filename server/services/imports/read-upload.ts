import { flashcardInputSchema, questionInputSchema } from '../../../contract';
import { parseFlashcardCsv, type ParsedFlashcardFile } from './flashcard-csv';
import { parseQuestionFile } from './parse-question-file';
import type { ImportFormat, ImportedQuestion, ParsedQuestionFile } from './types';
import { questionLabel } from './question-rules';

/** An imported question as the question bank's input payload. */
export const toInput = (
  question: ImportedQuestion,
  topicId: number,
  figureHash: string | null,
) => ({
  topic_id: topicId,
  name: question.name,
  stem: question.stem,
  choices: question.choices,
  multiple_response: question.multipleResponse,
  explanation: question.explanation,
  reference: question.reference,
  learning_objective: question.learningObjective,
  status: question.status,
  figure_hash: figureHash,
});

/** The question bank's own rules (objective code format, lengths) on every imported question. */
function questionRuleErrors(questions: ImportedQuestion[]) {
  return questions.flatMap((question) => {
    const result = questionInputSchema.safeParse(toInput(question, 1, null));
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          line: question.line,
          message: `${questionLabel(question)}: ${issue.message}`,
        }));
  });
}

/** An uploaded question file parsed in its format, with the bank's rules checked on each question. */
export function readQuestionUpload(data: Uint8Array, format: ImportFormat): ParsedQuestionFile {
  const parsed = parseQuestionFile(data, format);
  return { ...parsed, errors: [...parsed.errors, ...questionRuleErrors(parsed.questions)] };
}

/** An uploaded flashcard CSV parsed, with the bank's own rules (lengths) checked on every card. */
export function readFlashcardUpload(data: Uint8Array): ParsedFlashcardFile {
  const parsed = parseFlashcardCsv(data);
  const ruleErrors = parsed.flashcards.flatMap((card) => {
    const result = flashcardInputSchema.safeParse({
      topic_id: 1,
      front: card.front,
      back: card.back,
    });
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ line: card.line, message: issue.message }));
  });
  return { ...parsed, errors: [...parsed.errors, ...ruleErrors] };
}
