import { describe, expect, it } from 'vitest';
import { importPreviewSchema } from '../../../contract/imports';
import { detectImportFormat } from '../../../server/services/imports/detect-format';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import { importPreview } from '../../../server/services/imports/preview';
import { fixture } from './fixtures';

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
