import Papa from 'papaparse';
import {
  CHOICE_LETTERS,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_NAME_COLUMN,
  joinChoices,
} from './csv-columns';
import type { ImportedQuestion } from './types';

function correctCell(question: ImportedQuestion): string {
  const letters = question.choices.flatMap((choice, i) =>
    choice.correct ? [CHOICE_LETTERS[i]] : [],
  );
  // "A|": a multiple-response question whose only correct choice is A.
  if (question.multipleResponse && letters.length === 1) return `${letters[0]}|`;
  return letters.join('|');
}

/**
 * The questions as our CSV format (with the optional `name` column), which `parseQuestionFile`
 * reads back unchanged. Figures do not fit in CSV: export Moodle XML to keep them.
 */
export function exportQuestionsCsv(questions: ImportedQuestion[]): string {
  return Papa.unparse(
    {
      fields: [...QUESTION_CSV_COLUMNS, QUESTION_CSV_NAME_COLUMN],
      data: questions.map((question) => [
        question.topic,
        question.stem,
        joinChoices(question.choices.map((choice) => choice.text)),
        correctCell(question),
        question.explanation,
        question.reference,
        question.learningObjective,
        question.status,
        question.name,
      ]),
    },
    { newline: '\n' },
  );
}
