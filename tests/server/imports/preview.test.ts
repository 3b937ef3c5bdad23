import { describe, expect, it } from 'vitest';
import { importPreviewSchema } from '../../../contract/imports';
import { detectImportFormat } from '../../../server/services/imports/detect-format';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import { importPreview } from '../../../server/services/imports/preview';
import { bytes, fixture } from './fixtures';
import { parseFlashcardCsv } from '../../../server/services/imports/flashcard-csv';
import { UNSAFE_TEXT_MESSAGE } from '../../../contract/text';

describe('import preview', () => {
  it('counts the questions that would be created in each topic', () => {
    const preview = importPreview(parseQuestionFile(fixture('questions.gift'), 'gift'));
    expect(preview.imported).toBe(5);
    expect(preview.topics).toEqual([
      { name: 'Aerodynamics', questions: 2 },
      { name: 'Weather / Fronts', questions: 3 },
    ]);
  });

  it('creates nothing from a file with an error', () => {
    const preview = importPreview(parseQuestionFile(fixture('questions-row-errors.csv'), 'csv'));
    expect([preview.imported, preview.topics, preview.errors.length]).toEqual([0, [], 4]);
  });

  it('matches the contract schema', () => {
    const preview = importPreview(parseQuestionFile(fixture('questions.xml'), 'moodle-xml'));
    expect(importPreviewSchema.safeParse(preview).success).toBe(true);
  });
});

describe('text PostgreSQL refuses', () => {
  it('turns a question with a NUL character into an error on its line', () => {
    const parsed = parseQuestionFile(
      bytes('[plain]Is QNH\u0000 a pressure?{T}\n\nIs QFE a pressure?{T}'),
      'gift',
    );
    expect(parsed.questions.map((question) => question.line)).toEqual([3]);
    expect(parsed.errors).toEqual([{ line: 1, message: UNSAFE_TEXT_MESSAGE }]);
  });

  it('turns a CSV question with a NUL character into an error on its line', () => {
    const csv =
      'topic,stem,choices,correct,explanation,reference,objective,status\nRadio,Say\u0000 again?,Repeat|Roger,A,,,,';
    expect(parseQuestionFile(bytes(csv), 'csv').errors).toEqual([
      { line: 2, message: UNSAFE_TEXT_MESSAGE },
    ]);
  });

  it('turns a flashcard with a NUL character into an error on its line', () => {
    expect(parseFlashcardCsv(bytes('front,back\nVx\u0000,Best angle')).errors).toEqual([
      { line: 2, message: UNSAFE_TEXT_MESSAGE },
    ]);
  });
});

describe('import format from the file name', () => {
  it.each([
    ['bank.csv', 'csv'],
    ['export.XML', 'moodle-xml'],
    ['quiz.gift', 'gift'],
    ['quiz.gift.txt', 'gift'],
    ['notes.pdf', null],
  ])('reads %s as %s', (name, format) => {
    expect(detectImportFormat(name)).toBe(format);
  });
});
