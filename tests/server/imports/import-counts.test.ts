import { describe, expect, it } from 'vitest';
import { IMPORT_PREVIEW_QUESTIONS } from '../../../contract/question-imports';
import { questionImportCounts } from '../../../server/services/imports/import-counts';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import { bytes, fixture } from './fixtures';
import { SAMPLE_QUESTION_CSV } from '../../../src/features/teacher/bank/sample-question-csv';

describe('question import counts', () => {
  it('carry the first questions in full: name, stem, choices with the correct marked, status', () => {
    const counts = questionImportCounts(parseQuestionFile(fixture('questions.gift'), 'gift'));
    expect(counts.sample[0]).toEqual({
      line: 5,
      name: 'Stall angle',
      topic: 'Aerodynamics',
      stem: 'The wing stalls when it exceeds its critical',
      choices: [
        { text: 'angle of attack', correct: true },
        { text: 'airspeed', correct: false },
        { text: 'pitch attitude', correct: false },
      ],
      multiple_response: false,
      status: 'draft',
      figure: null,
    });
  });

  it(`carry at most ${IMPORT_PREVIEW_QUESTIONS} questions in full, and count them all`, () => {
    const many = Array.from({ length: 60 }, (_, index) => `Is ${index} even?{T}`).join('\n\n');
    const counts = questionImportCounts(parseQuestionFile(bytes(many), 'gift'));
    expect(counts.questions).toBe(60);
    expect(counts.sample).toHaveLength(IMPORT_PREVIEW_QUESTIONS);
  });
});

describe('the sample CSV the import dialog offers', () => {
  it('imports as it is', () => {
    const parsed = parseQuestionFile(bytes(SAMPLE_QUESTION_CSV), 'csv');
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions.map((question) => question.name)).toEqual([
      'Hail clouds',
      'Stall speed and load factor',
    ]);
  });
});
