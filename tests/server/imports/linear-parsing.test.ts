import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../server/services/imports/csv-questions';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import { bytes } from './fixtures';
import { questionLabel } from '../../../server/services/imports/question-rules';

/**
 * Each input below took tens of seconds to minutes while a pattern or a loop rescanned the rest of
 * the text from every position; read in one pass, each takes milliseconds. The time limit is 50 to
 * 100 times what a pass takes on a loaded two-core machine.
 */
const LINEAR = { timeout: 3_000 };
const KB_200 = 200 * 1024;
const run = (piece: string, length = KB_200) => piece.repeat(Math.ceil(length / piece.length));

const moodleQuestion = (format: string, text: string, feedback = '') => `<?xml version="1.0"?>
<quiz>
  <question type="multichoice">
    <name><text>Long</text></name>
    <questiontext format="${format}"><text><![CDATA[${text}]]></text></questiontext>
    <answer fraction="100"><text>Yes</text><feedback format="plain_text"><text>${feedback}</text></feedback></answer>
    <answer fraction="0"><text>No</text></answer>
  </question>
</quiz>`;

describe('import parsers read pathological files in one pass', () => {
  it('reads a Markdown question text of 200 KB of "![" (Moodle XML)', LINEAR, () => {
    const text = run('![');
    const parsed = parseQuestionFile(bytes(moodleQuestion('markdown', text)), 'moodle-xml');
    expect(parsed.questions[0]?.stem).toBe(text);
  });

  it('reads an HTML question text of 200 KB of "<img " (Moodle XML)', LINEAR, () => {
    const parsed = parseQuestionFile(bytes(moodleQuestion('html', run('<img '))), 'moodle-xml');
    expect(parsed.questions).toHaveLength(1);
  });

  it('names a question from a 200 KB Markdown stem of "[a](" (GIFT)', LINEAR, () => {
    const parsed = parseQuestionFile(bytes(`[markdown]${run('[a](')} {T}`), 'gift');
    expect(questionLabel(parsed.questions[0]!)).toMatch(/^\[a\]\(/);
  });

  it('keeps a feedback with 200 KB of spaces on one line', LINEAR, () => {
    const feedback = `Right${run(' ')}indeed`;
    const parsed = parseQuestionFile(bytes(moodleQuestion('html', 'Q?', feedback)), 'moodle-xml');
    expect(parsed.questions[0]?.explanation).toBe(`- **Yes:** ${feedback}`);
  });

  it('counts the lines of a CSV of 100,000 rows row by row', LINEAR, () => {
    const { rows } = csvRows('a\n'.repeat(100_000));
    expect(rows.at(-1)?.line).toBe(100_000);
  });

  it('skips a GIFT question of 100,000 choices without converting each one', LINEAR, () => {
    const parsed = parseQuestionFile(bytes(`Which? {=a${run('~b', KB_200)}}`), 'gift');
    expect(parsed.skipped[0]?.reason).toBe('it has 102401 choices; a question has 2 to 6');
  });
});
