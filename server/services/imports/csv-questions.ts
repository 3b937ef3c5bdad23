import Papa from 'papaparse';
import type { ImportError } from '../../../contract/imports';
import {
  CHOICE_LETTERS,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_NAME_COLUMN,
  splitChoices,
} from './csv-columns';
import { newlinesBetween } from './decode-text';
import { choicesProblem } from './question-rules';
import type { ImportedQuestion, ParsedQuestionFile, QuestionStatus } from './types';

type Row = { line: number; cells: string[] };

/** The rows of a CSV text with the line each starts on (quoted cells may span lines). */
export function csvRows(text: string): { rows: Row[]; errors: ImportError[] } {
  const rows: Row[] = [];
  const errors: ImportError[] = [];
  let start = 0;
  // Lines are counted on from the previous row, never again from the start of the file.
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      while (text[start] === '\r' || text[start] === '\n') start += 1;
      line += newlinesBetween(text, counted, start);
      counted = start;
      start = result.meta.cursor;
      // Each problem once per row: a row of stray quotes has one per quote.
      for (const message of new Set(result.errors.map((error) => error.message))) {
        errors.push({ line, message: `This row is not valid CSV: ${message}.` });
      }
      rows.push({ line, cells: result.data });
    },
  });
  return { rows, errors };
}

const STATUSES: QuestionStatus[] = ['draft', 'published', 'retired'];

function headerProblem(header: string[]): string | null {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const expected: string[] = [...QUESTION_CSV_COLUMNS];
  const withName = [...expected, QUESTION_CSV_NAME_COLUMN];
  const matches = (columns: string[]) =>
    names.length === columns.length && columns.every((column, i) => names[i] === column);
  if (matches(expected) || matches(withName)) return null;
  return `The first line must be the header "${expected.join(',')}" (optionally followed by ",name"); found "${header.join(',')}".`;
}

function rowToQuestion(row: Row, withName: boolean): ImportedQuestion | ImportError {
  const fail = (message: string): ImportError => ({ line: row.line, message });
  const width = QUESTION_CSV_COLUMNS.length + (withName ? 1 : 0);
  if (row.cells.length !== width) {
    return fail(`This row has ${row.cells.length} columns; the header has ${width}.`);
  }
  const cell = (index: number) => (row.cells[index] ?? '').trim();
  const [topic, stem, choicesCell, correctCell, explanation, reference, objective, statusCell] = [
    0, 1, 2, 3, 4, 5, 6, 7,
  ].map(cell) as [string, string, string, string, string, string, string, string];
  if (topic === '') return fail('The topic is empty.');
  if (stem === '') return fail('The stem is empty.');
  const texts = splitChoices(choicesCell);
  const letters = correctCell.toUpperCase().split('|');
  // A trailing "|" ("A|") marks a multiple-response question with one correct choice.
  const multipleResponse = letters.length > 1;
  const correctLetters = letters.map((letter) => letter.trim()).filter((letter) => letter !== '');
  if (correctLetters.length === 0) return fail('The correct column is empty: write A, or A|C.');
  const correctIndexes = new Set<number>();
  for (const letter of correctLetters) {
    const index = CHOICE_LETTERS.indexOf(letter);
    if (letter.length !== 1 || index < 0 || index >= texts.length) {
      return fail(
        `The correct column names "${letter}", which is not one of the choices A–${CHOICE_LETTERS[texts.length - 1] ?? 'A'}.`,
      );
    }
    correctIndexes.add(index);
  }
  const choices = texts.map((text, i) => ({ text, correct: correctIndexes.has(i) }));
  const problem = choicesProblem(choices, multipleResponse);
  if (problem) return fail(`This question cannot be imported: ${problem}.`);
  const status = (statusCell === '' ? 'draft' : statusCell.toLowerCase()) as QuestionStatus;
  if (!STATUSES.includes(status)) {
    return fail(`The status "${statusCell}" is not draft, published or retired.`);
  }
  const name = withName ? cell(QUESTION_CSV_COLUMNS.length) : '';
  return {
    line: row.line,
    name,
    topic,
    stem,
    choices,
    multipleResponse,
    explanation,
    reference,
    learningObjective: objective,
    status,
  };
}

/** Questions from our CSV format (the header and cell encoding are documented in the README). */
export function parseQuestionCsv(text: string): ParsedQuestionFile {
  const parsed: ParsedQuestionFile = { format: 'csv', questions: [], skipped: [], errors: [] };
  const { rows, errors } = csvRows(text);
  const [header, ...body] = rows;
  if (!header) {
    parsed.errors.push({ line: 1, message: 'The file is empty.' });
    return parsed;
  }
  const problem = headerProblem(header.cells);
  if (problem) {
    parsed.errors.push({ line: header.line, message: problem });
    return parsed;
  }
  // One by one: spreading hundreds of thousands of errors into push() overflows the stack.
  for (const error of errors) parsed.errors.push(error);
  const withName = header.cells.length > QUESTION_CSV_COLUMNS.length;
  for (const row of body) {
    const result = rowToQuestion(row, withName);
    if ('message' in result) parsed.errors.push(result);
    else parsed.questions.push(result);
  }
  return parsed;
}
