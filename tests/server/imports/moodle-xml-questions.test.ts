import { describe, expect, it } from 'vitest';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import { TINY_PNG, bytes, fixture } from './fixtures';

const sample = () => parseQuestionFile(fixture('questions.xml'), 'moodle-xml');
const question = (name: string) => sample().questions.find((found) => found.name === name);
const parseXml = (questions: string) =>
  parseQuestionFile(bytes(`<?xml version="1.0"?>\n<quiz>\n${questions}\n</quiz>`), 'moodle-xml');
const multichoice = (answers: string, single = 'true') => `
  <question type="multichoice">
    <name><text>Inline</text></name>
    <questiontext format="html"><text>Which one?</text></questiontext>
    <single>${single}</single>
    ${answers}
  </question>`;

describe('Moodle XML import', () => {
  it('imports a single-answer multichoice question with its HTML as Markdown', () => {
    expect(question('VOR radial')).toMatchObject({
      line: 8,
      stem: 'The aircraft is on the **090** radial. Where is it?',
      choices: [
        { text: 'East of the station', correct: true },
        { text: 'West of the station', correct: false },
        { text: 'North of the station', correct: false },
      ],
      multipleResponse: false,
      status: 'draft',
    });
  });

  it('makes a multichoice question with <single>false multiple response, correct when its fraction is above 0', () => {
    expect(question('Required documents')).toMatchObject({
      multipleResponse: true,
      choices: [
        { text: 'Airworthiness certificate', correct: true },
        { text: 'Registration certificate', correct: true },
        { text: 'Pilot logbook', correct: false },
      ],
    });
  });

  it('marks only the full-credit choice correct in a single-answer question with partial credit', () => {
    const parsed = parseXml(
      multichoice(
        '<answer fraction="100"><text>Best</text></answer><answer fraction="50"><text>Half</text></answer><answer fraction="0"><text>Wrong</text></answer>',
      ),
    );
    expect(parsed.questions[0]?.choices.map((choice) => choice.correct)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('turns a truefalse question into the choices True and False', () => {
    expect(question('Class G')?.choices).toEqual([
      { text: 'True', correct: true },
      { text: 'False', correct: false },
    ]);
  });

  it('names the topic after the category path without $course$ and top', () => {
    expect(question('VOR radial')?.topic).toBe('Navigation / VOR');
  });

  it('drops the $module$ prefix of a category', () => {
    expect(question('Class G')?.topic).toBe('Airspace');
  });

  it('puts questions before any category in the default topic', () => {
    expect(
      parseXml(
        multichoice(
          '<answer fraction="100"><text>A</text></answer><answer fraction="0"><text>B</text></answer>',
        ),
      ).questions[0]?.topic,
    ).toBe('Imported questions');
  });

  it('makes the embedded image the text shows the figure and takes it out of the text', () => {
    const figure = question('VOR radial')?.figure;
    expect(figure).toMatchObject({ mediaType: 'image/png', filename: 'vor dial.png' });
    expect(Buffer.from(figure?.data ?? []).toString('base64')).toBe(TINY_PNG);
    expect(question('VOR radial')?.stem).not.toContain('PLUGINFILE');
  });

  it('makes the old <image_base64> tag the figure', () => {
    expect(question('Old image')?.figure).toMatchObject({
      mediaType: 'image/png',
      filename: 'runway.png',
    });
  });

  it('does not make a file that is not an image the figure', () => {
    const parsed = parseXml(`
  <question type="truefalse">
    <name><text>Sound</text></name>
    <questiontext format="html"><text><![CDATA[<a href="@@PLUGINFILE@@/atis.mp3">Listen</a> to the ATIS.]]></text>
      <file name="atis.mp3" encoding="base64">SUQzBAAAAAAA</file></questiontext>
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
  </question>`);
    expect(parsed.questions[0]?.figure).toBeUndefined();
    expect(parsed.questions[0]?.stem).toBe('Listen to the ATIS.');
  });

  it('refuses an embedded image larger than 2 MB with an error', () => {
    const big = Buffer.concat([Buffer.from(TINY_PNG, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
    const parsed = parseXml(`
  <question type="truefalse">
    <name><text>Huge</text></name>
    <questiontext format="html"><text>Big?</text><file name="big.png" encoding="base64">${big.toString('base64')}</file></questiontext>
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
  </question>`);
    expect(parsed.errors).toEqual([
      { line: 4, message: 'Question "Huge": the image big.png is larger than 2 MB.' },
    ]);
  });

  it('keeps the line breaks of Moodle auto-format text', () => {
    expect(question('Required documents')?.stem).toBe(
      'Which documents must be on board?  \nSelect all that apply.',
    );
  });

  it('makes the general feedback and the answers’ feedback the explanation', () => {
    expect(question('VOR radial')?.explanation).toBe(
      'Radials go *from* the station.\n\n- **East of the station:** Yes.',
    );
  });

  it('skips every other question type with its name and a reason', () => {
    expect(sample().skipped).toEqual([
      { name: 'Squawk code', reason: 'short-answer questions are not supported' },
      { name: 'Cloze airspeeds', reason: 'cloze questions are not supported' },
    ]);
  });

  it('skips a question with more than six answers', () => {
    const answers = Array.from(
      { length: 7 },
      (_, i) => `<answer fraction="${i === 0 ? 100 : 0}"><text>C${i}</text></answer>`,
    );
    expect(parseXml(multichoice(answers.join(''))).skipped).toEqual([
      { name: 'Inline', reason: 'it has 7 choices; a question has 2 to 6' },
    ]);
  });

  it('refuses broken XML with one error on its line and imports nothing', () => {
    const parsed = parseQuestionFile(fixture('questions-broken.xml'), 'moodle-xml');
    expect(parsed.questions).toEqual([]);
    expect(parsed.errors).toEqual([
      {
        line: 6,
        message:
          "This is not valid XML: Expected closing tag 'name' (opened in line 4, col 5) instead of closing tag 'question'.",
      },
    ]);
  });

  it('refuses a DOCTYPE, whose entities could expand without bound', () => {
    const xml = '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY a "aaaa">]>\n<quiz>&a;</quiz>';
    expect(parseQuestionFile(bytes(xml), 'moodle-xml').errors).toEqual([
      {
        line: 2,
        message: 'This file has a <!DOCTYPE> declaration, which Moodle XML files never have.',
      },
    ]);
  });

  it('refuses XML that is not a Moodle export', () => {
    expect(parseQuestionFile(bytes('<html><body/></html>'), 'moodle-xml').errors).toEqual([
      { line: 1, message: 'This is not a Moodle XML file: it has no <quiz> element.' },
    ]);
  });

  it('reports an answer grade Moodle does not allow on the question’s line', () => {
    const parsed = parseXml(
      multichoice(
        '<answer fraction="33"><text>A</text></answer><answer fraction="67"><text>B</text></answer>',
        'false',
      ),
    );
    expect(parsed.errors).toEqual([
      { line: 4, message: 'Question "Inline" has a grade Moodle does not allow (33, 67).' },
    ]);
  });

  it('numbers questions by their own lines, not by "<question" written in comments or CDATA', () => {
    const parsed = parseXml(
      [
        '<!-- an old <question type="multichoice"> kept as a comment -->',
        '<question type="category"><category><text><![CDATA[<question >]]></text></category></question>',
        multichoice(
          '<answer fraction="33"><text>A</text></answer><answer fraction="67"><text>B</text></answer>',
          'false',
        ),
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([
      { line: 6, message: 'Question "Inline" has a grade Moodle does not allow (33, 67).' },
    ]);
  });
});
