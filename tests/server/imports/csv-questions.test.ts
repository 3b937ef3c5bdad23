import { describe, expect, it } from 'vitest';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import { bytes, fixture } from './fixtures';
import { questionLabel } from '../../../server/services/imports/question-rules';

const HEADER = 'topic,stem,choices,correct,explanation,reference,objective,status';
const parseCsv = (text: string) => parseQuestionFile(bytes(text), 'csv');

describe('question CSV import', () => {
  it('reads a single-best-answer row with every column', () => {
    const [first] = parseQuestionFile(fixture('questions.csv'), 'csv').questions;
    expect(first).toEqual({
      line: 2,
      name: '',
      topic: 'Aerodynamics',
      stem: 'What happens to stall speed as the load factor increases?',
      choices: [
        { text: 'It increases', correct: true },
        { text: 'It decreases', correct: false },
        { text: 'It stays the same', correct: false },
      ],
      multipleResponse: false,
      explanation: 'Stall speed rises with the square root of the load factor.',
      reference: 'PHAK 5-20',
      learningObjective: 'PA.VII.D.K1',
      status: 'published',
    });
  });

  it('makes a question multiple response when several letters are correct', () => {
    const question = parseQuestionFile(fixture('questions.csv'), 'csv').questions[1];
    expect(question?.multipleResponse).toBe(true);
    expect(question?.choices.map((choice) => choice.correct)).toEqual([true, false, true, false]);
  });

  it('reads a trailing bar as a multiple-response question with one correct choice', () => {
    const [question] = parseCsv(
      `${HEADER}\nRadio,Which are emergency frequencies?,121.5 MHz|118.0 MHz,A|,,,,`,
    ).questions;
    expect(question?.multipleResponse).toBe(true);
    expect(question?.choices.map((choice) => choice.correct)).toEqual([true, false]);
  });

  it('keeps a quoted multi-line stem and counts its lines for the rows after it', () => {
    const { questions } = parseQuestionFile(fixture('questions.csv'), 'csv');
    expect(questions[1]?.stem).toBe(
      'Which clouds can produce **hail**?\n\nPick every one that applies.',
    );
    expect(questions.map((question) => question.line)).toEqual([2, 3, 6]);
  });

  it('reads \\| inside a choice as a literal bar', () => {
    const question = parseQuestionFile(fixture('questions.csv'), 'csv').questions[2];
    expect(question?.choices.map((choice) => choice.text)).toEqual([
      'Heading bug | Kollsman window',
      'Mixture | Throttle',
    ]);
  });

  it('imports a question with an empty status as a draft', () => {
    expect(parseQuestionFile(fixture('questions.csv'), 'csv').questions[2]?.status).toBe('draft');
  });

  it('names no question when there is no name column; the preview calls it by its stem', () => {
    const question = parseQuestionFile(fixture('questions.csv'), 'csv').questions[1]!;
    expect(question.name).toBe('');
    expect(questionLabel(question)).toBe(
      'Which clouds can produce hail? Pick every one that applies.',
    );
  });

  it('takes the name from the optional name column', () => {
    const [question] = parseCsv(
      `${HEADER},name\nRadio,Say again?,Repeat|Roger,A,,,,,Phraseology 1`,
    ).questions;
    expect(question?.name).toBe('Phraseology 1');
  });

  it('refuses a file whose header is not the documented one with one error and nothing imported', () => {
    const parsed = parseQuestionFile(fixture('questions-wrong-header.csv'), 'csv');
    expect(parsed.questions).toEqual([]);
    expect(parsed.errors).toEqual([
      {
        line: 1,
        message:
          'The first line must be the header "topic,stem,choices,correct,explanation,reference,objective,status" (optionally followed by ",name"); found "topic,question,answers,right".',
      },
    ]);
  });

  it.each([
    [3, 'The topic is empty.'],
    [4, 'This question cannot be imported: it has 1 choices; a question has 2 to 6.'],
    [5, 'The correct column names "G", which is not one of the choices A–B.'],
    [6, 'The status "sometimes" is not draft, published or retired.'],
  ])('reports the bad row on line %i: %s', (line, message) => {
    const parsed = parseQuestionFile(fixture('questions-row-errors.csv'), 'csv');
    expect(parsed.errors).toContainEqual({ line, message });
  });

  it('still reads the good rows of a file with bad rows', () => {
    const parsed = parseQuestionFile(fixture('questions-row-errors.csv'), 'csv');
    expect(parsed.questions.map((question) => question.line)).toEqual([2]);
  });

  it('reports a row with the wrong number of columns', () => {
    expect(parseCsv(`${HEADER}\nRadio,Say again?,Repeat|Roger`).errors).toEqual([
      { line: 2, message: 'This row has 3 columns; the header has 8.' },
    ]);
  });

  it('reports an empty correct column', () => {
    expect(parseCsv(`${HEADER}\nRadio,Say again?,Repeat|Roger,,,,,`).errors[0]?.message).toBe(
      'The correct column is empty: write A, or A|C.',
    );
  });

  it('reports an empty file', () => {
    expect(parseCsv('').errors).toEqual([{ line: 1, message: 'The file is empty.' }]);
  });

  it('reads a Windows-1252 file saved by a spreadsheet', () => {
    const text = `${HEADER}\r\nM\xe9t\xe9o,Wind 270\xb0 at 15 kt \x96 crosswind?,Yes|No,A,,,,\r\n`;
    const content = Uint8Array.from(text, (char) => char.charCodeAt(0));
    const [question] = parseQuestionFile(content, 'csv').questions;
    expect([question?.topic, question?.stem]).toEqual(['Météo', 'Wind 270° at 15 kt – crosswind?']);
  });
});

describe('question CSV import of a broken row', () => {
  it('lists each problem of a row once, however often it occurs', () => {
    const strayQuotes = 'x"'.repeat(200_000);
    const { errors } = parseQuestionFile(bytes(`${HEADER}\nMet,"${strayQuotes}`), 'csv');
    expect(errors).toEqual([
      {
        line: 2,
        message: 'This row is not valid CSV: Trailing quote on quoted field is malformed.',
      },
      { line: 2, message: 'This row has 2 columns; the header has 8.' },
    ]);
  });
});
