import { describe, expect, it } from 'vitest';
import { parseQuestionFile } from '../../../server/services/imports/parse-question-file';
import { bytes, fixture } from './fixtures';

const sample = () => parseQuestionFile(fixture('questions.gift'), 'gift');
const question = (name: string) => sample().questions.find((found) => found.name === name);
const parseGift = (text: string) => parseQuestionFile(bytes(text), 'gift');
const correct = (text: string) =>
  parseGift(text).questions[0]?.choices.map((choice) => choice.correct);

describe('GIFT import', () => {
  it('imports a multiple-choice question: = marks the right answer, ~ the wrong ones', () => {
    expect(question('Stall angle')).toMatchObject({
      line: 5,
      stem: 'The wing stalls when it exceeds its critical',
      choices: [
        { text: 'angle of attack', correct: true },
        { text: 'airspeed', correct: false },
        { text: 'pitch attitude', correct: false },
      ],
      multipleResponse: false,
      status: 'draft',
    });
  });

  it('makes a question with %weights% multiple response, correct when the weight is above 0', () => {
    expect(question('Left-turning tendencies')).toMatchObject({
      multipleResponse: true,
      choices: [
        { text: 'P-factor', correct: true },
        { text: 'Torque reaction', correct: true },
        { text: 'Dihedral', correct: false },
      ],
    });
  });

  it('marks only the full-credit answer correct when a single-answer question has partial credit', () => {
    expect(correct('Which is the best answer?{=Full ~%50%Half ~Wrong}')).toEqual([
      true,
      false,
      false,
    ]);
  });

  it.each([
    ['{T}', [true, false]],
    ['{TRUE}', [true, false]],
    ['{F}', [false, true]],
    ['{FALSE}', [false, true]],
  ])('turns %s into the choices True and False', (answer, expected) => {
    const [imported] = parseGift(`Lift equals weight in level flight.${answer}`).questions;
    expect(imported?.choices.map((choice) => choice.text)).toEqual(['True', 'False']);
    expect(imported?.choices.map((choice) => choice.correct)).toEqual(expected);
  });

  it('gives a true/false feedback to the wrong answer and #### general feedback to the explanation', () => {
    expect(question('Cold front')?.explanation).toBe(
      'Cold air is dense and pushes under the warm air.\n\n- **False:** Think of how quickly the squall line arrives.',
    );
  });

  it('keeps each choice’s feedback in the explanation', () => {
    expect(question('Stall angle')?.explanation).toBe(
      '- **angle of attack:** Right: stalls are about angle of attack, not speed.\n- **airspeed:** A wing can stall at any airspeed.',
    );
  });

  it('makes $CATEGORY: the topic of the questions that follow it', () => {
    expect(sample().questions.map((found) => found.topic)).toEqual([
      'Aerodynamics',
      'Aerodynamics',
      'Weather / Fronts',
      'Weather / Fronts',
      'Weather / Fronts',
    ]);
  });

  it('reads a question that follows its $CATEGORY: line without a blank line', () => {
    const parsed = parseGift('$CATEGORY: $course$/Radio\n::R::Is 7600 radio failure?{T}');
    expect(parsed.questions[0]).toMatchObject({ line: 2, name: 'R', topic: 'Radio' });
  });

  it('puts questions before any $CATEGORY: in the default topic', () => {
    expect(parseGift('Is a METAR a forecast?{F}').questions[0]?.topic).toBe('Imported questions');
  });

  it('takes the name from ::name::, and gives none to a question without one', () => {
    expect(question('Fog')?.stem).toBe('Advection fog forms over calm water on windless nights.');
    expect(parseGift('Is a TAF a forecast?{T}').questions[0]?.name).toBe('');
  });

  it('reads escaped control characters as the characters themselves', () => {
    expect(question('Escapes')).toMatchObject({
      stem: 'Which frequency is **121\\.5 MHz** used for {emergencies}: guard or tower?',
      choices: [
        { text: 'Guard = emergency', correct: true },
        { text: 'Tower ~ local', correct: false },
      ],
    });
  });

  it('reads \\\\ as one backslash', () => {
    expect(parseGift('[markdown]Path C:\\\\FLIGHT?{T}').questions[0]?.stem).toBe(
      'Path C:\\FLIGHT?',
    );
  });

  it('ignores // comment lines but keeps counting lines', () => {
    const parsed = parseGift('// a comment\n// another\nIs QNH a pressure?{T}');
    expect(parsed.questions).toHaveLength(1);
    expect(parsed.questions[0]?.line).toBe(3);
  });

  it('converts [html] text to Markdown', () => {
    expect(parseGift('[html]<p>Is <b>Vne</b> a red line?</p>{T}').questions[0]?.stem).toBe(
      'Is **Vne** a red line?',
    );
  });

  it('keeps [markdown] text as it is', () => {
    expect(question('Escapes')?.stem).toContain('**121\\.5 MHz**');
  });

  it('keeps [plain] text as it is', () => {
    expect(parseGift('[plain]Is 2 * 3 = six?{T}').questions[0]?.stem).toBe('Is 2 * 3 = six?');
  });

  it('writes a blank where the answers sit inside the sentence', () => {
    expect(parseGift('Flaps {=lower ~raise} the stall speed.').questions[0]?.stem).toBe(
      'Flaps \\_\\_\\_\\_\\_ the stall speed.',
    );
  });

  it('skips other question types with their name and a reason', () => {
    expect(sample().skipped).toEqual([
      { name: 'Pattern', reason: 'short-answer questions are not supported' },
      { name: 'Crosswind', reason: 'numerical questions are not supported' },
      { name: 'Essay', reason: 'essay questions are not supported' },
      { name: 'Phonetic', reason: 'matching questions are not supported' },
      {
        name: 'This line is only a description of the next part.',
        reason: 'description items are not questions',
      },
    ]);
  });

  it('reads a Windows-1252 file', () => {
    const parsed = parseQuestionFile(fixture('questions-windows-1252.gift'), 'gift');
    expect(parsed.questions.map((found) => found.stem)).toEqual([
      'The Föhn wind on the lee side of the Alps is',
      'At 15 °C with a dew point of 14 °C – is fog likely?',
    ]);
  });

  it('reports a brace that is never closed on its line', () => {
    expect(parseQuestionFile(fixture('questions-unbalanced.gift'), 'gift').errors).toEqual([
      {
        line: 3,
        message: 'Unbalanced braces: this { is never closed (a blank line ends a question).',
      },
    ]);
  });

  it('reports a closing brace that closes nothing', () => {
    expect(parseGift('Is this right?\n} {T}').errors).toEqual([
      {
        line: 2,
        message: 'Unbalanced braces: this } closes nothing. Write \\} for a literal brace.',
      },
    ]);
  });

  it('reports a brace opened inside the answers', () => {
    expect(parseGift('Pick one {=a\n~{b}').errors[0]).toEqual({
      line: 2,
      message:
        'Unbalanced braces: a { opens on line 1 and another on line 2 before it closes. Write \\{ for a literal brace.',
    });
  });

  it('reports a weight Moodle does not allow', () => {
    expect(parseGift('::W::Pick {~%33%a ~%67%b}').errors).toEqual([
      { line: 1, message: 'Question "W": the weight %33% is not a grade Moodle allows.' },
    ]);
  });

  it('reports a multiple-choice question with one answer', () => {
    expect(parseGift('::One::Pick {~only}').errors).toEqual([
      {
        line: 1,
        message: 'Question "One": a multiple-choice question needs at least two answers.',
      },
    ]);
  });
});
