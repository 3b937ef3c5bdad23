import { describe, expect, it } from 'vitest';
import { exportQuestionsCsv } from '../../../server/services/imports/csv-export';
import { exportQuestionsMoodleXml } from '../../../server/services/imports/moodle-xml-export';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import type { ImportedQuestion } from '../../../server/services/imports/types';
import { TINY_PNG, bytes, fixture } from './fixtures';

const base = {
  explanation: '',
  reference: '',
  learningObjective: '',
  status: 'draft' as const,
};

const QUESTIONS: ImportedQuestion[] = [
  {
    ...base,
    line: 0,
    name: 'Density altitude',
    topic: 'Performance',
    stem: 'On a hot day at a **high** airfield, the take-off run is:\n\n| Temp | Run |\n|---|---|\n| 30 °C | ? |',
    choices: [
      { text: 'Longer', correct: true },
      { text: 'Shorter', correct: false },
      { text: 'The same | unchanged', correct: false },
    ],
    multipleResponse: false,
    explanation: 'Thin air: less lift & less thrust. See <POH> "5-3" ]]> done.',
    reference: 'PHAK 11-4',
    learningObjective: 'PA.I.F.K2',
    status: 'published',
  },
  {
    ...base,
    line: 0,
    name: 'Pitot-static',
    topic: 'Instruments / Pitot-static',
    stem: 'Which instruments use static pressure?',
    choices: [
      { text: 'Altimeter', correct: true },
      { text: 'Vertical speed indicator', correct: true },
      { text: 'Airspeed indicator', correct: true },
      { text: 'Attitude indicator', correct: false },
      { text: 'Heading indicator \\ gyro', correct: false },
    ],
    multipleResponse: true,
    status: 'retired',
  },
  {
    ...base,
    line: 0,
    name: 'Emergency frequency',
    topic: 'Radio',
    stem: 'Select the emergency frequency.',
    choices: [
      { text: '121.5 MHz', correct: true },
      { text: '118.0 MHz', correct: false },
    ],
    multipleResponse: true,
  },
  {
    ...base,
    line: 0,
    name: 'Right of way',
    topic: 'Radio',
    stem: 'A balloon has the right of way over an aeroplane.',
    choices: [
      { text: 'True', correct: true },
      { text: 'False', correct: false },
    ],
    multipleResponse: false,
    explanation: 'Balloons are the least manoeuvrable.',
  },
];

const WITH_FIGURE: ImportedQuestion = {
  ...base,
  line: 0,
  name: 'Airport sign',
  topic: 'Airports/Signs',
  stem: 'What does this sign mean?',
  choices: [
    { text: 'Hold short of the runway', correct: true },
    { text: 'Taxiway direction', correct: false },
  ],
  multipleResponse: false,
  figure: {
    mediaType: 'image/png',
    data: new Uint8Array(Buffer.from(TINY_PNG, 'base64')),
    filename: 'hold sign.png',
  },
};

/** Lines depend on the file, not the question. */
const withoutLines = (questions: ImportedQuestion[]) =>
  questions.map(({ line: _line, ...rest }) => rest);

describe('export and import round trips', () => {
  it('reads its own CSV export back unchanged', () => {
    const parsed = parseQuestionFile(bytes(exportQuestionsCsv(QUESTIONS)), 'csv');
    expect(parsed.errors).toEqual([]);
    expect(withoutLines(parsed.questions)).toEqual(withoutLines(QUESTIONS));
  });

  it('reads its own Moodle XML export back unchanged', () => {
    const parsed = parseQuestionFile(bytes(exportQuestionsMoodleXml(QUESTIONS)), 'moodle-xml');
    expect(parsed.errors).toEqual([]);
    expect(withoutLines(parsed.questions)).toEqual(withoutLines(QUESTIONS));
  });

  it('keeps a figure through Moodle XML as an embedded base64 file', () => {
    const xml = exportQuestionsMoodleXml([WITH_FIGURE]);
    expect(xml).toContain(
      `<file name="hold sign.png" path="/" encoding="base64">${TINY_PNG}</file>`,
    );
    expect(withoutLines(parseQuestionFile(bytes(xml), 'moodle-xml').questions)).toEqual(
      withoutLines([WITH_FIGURE]),
    );
  });

  it('exports true/false questions as Moodle truefalse questions', () => {
    expect(exportQuestionsMoodleXml([QUESTIONS[3] as ImportedQuestion])).toContain(
      '<question type="truefalse">',
    );
  });

  it('gives the correct choices of a multiple-response question grades Moodle accepts', () => {
    const xml = exportQuestionsMoodleXml([QUESTIONS[1] as ImportedQuestion]);
    expect([...xml.matchAll(/fraction="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '33.33333',
      '33.33333',
      '33.33333',
      '-50',
      '-50',
    ]);
  });

  it('reads an imported Moodle file, exported again, back to the same questions', () => {
    const imported = parseQuestionFile(fixture('questions.xml'), 'moodle-xml').questions;
    const again = parseQuestionFile(bytes(exportQuestionsMoodleXml(imported)), 'moodle-xml');
    expect(withoutLines(again.questions)).toEqual(withoutLines(imported));
  });
});
