import { categoryToTopic } from './category-topic';
import { feedbackList } from './feedback-list';
import { hideEscapes, restoreEscapes } from './gift-escapes';
import { moodleTextToMarkdown } from './moodle-text';
import {
  choiceCountProblem,
  choicesProblem,
  correctChoices,
  isMoodleGrade,
  nameFromStem,
} from './question-rules';
import { unsupportedTypeReason } from './unsupported-types';
import {
  DEFAULT_IMPORT_STATUS,
  DEFAULT_IMPORT_TOPIC,
  type ImportedQuestion,
  type ParsedQuestionFile,
} from './types';

type Block = { line: number; text: string };

/** Questions are separated by blank lines; `//` comment lines are dropped (line numbers kept). */
function blocks(text: string): Block[] {
  const found: Block[] = [];
  let current: { line: number; lines: string[] } | null = null;
  text.split(/\r?\n|\r/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) {
      current?.lines.push('');
    } else if (trimmed === '') {
      if (current) found.push({ line: current.line, text: current.lines.join('\n').trimEnd() });
      current = null;
    } else if (current) {
      current.lines.push(raw);
    } else {
      current = { line: index + 1, lines: [raw.trimStart()] };
    }
  });
  if (current !== null) {
    const last: { line: number; lines: string[] } = current;
    found.push({ line: last.line, text: last.lines.join('\n').trimEnd() });
  }
  return found;
}

const FORMATS = ['html', 'moodle', 'plain', 'markdown'];

/** A GIFT text with its optional `[format]` prefix, as Markdown. */
function giftText(text: string, defaultFormat: string): { markdown: string; format: string } {
  let format = defaultFormat;
  let body = text.trim();
  const prefix = /^\[(\w+)\]/.exec(body);
  const prefixFormat = prefix?.[1]?.toLowerCase() ?? '';
  if (prefix && FORMATS.includes(prefixFormat)) {
    format = prefixFormat;
    body = body.slice(prefix[0].length);
  }
  return { markdown: moodleTextToMarkdown(restoreEscapes(body), format), format };
}

/** Splits `text#feedback` on its first `#`. */
function withFeedback(answer: string, format: string) {
  const hash = answer.indexOf('#');
  const text = hash < 0 ? answer : answer.slice(0, hash);
  const feedback = hash < 0 ? '' : answer.slice(hash + 1);
  return { text: giftText(text, format).markdown, feedback: giftText(feedback, format).markdown };
}

const WEIGHT = /^%(-?\d+(?:\.\d*)?)%/;
const TRUE_FALSE = ['T', 'TRUE', 'F', 'FALSE'];

type Outcome =
  | { question: ImportedQuestion }
  | { skip: { name: string; reason: string } }
  | { error: { line: number; message: string } };

/** Lines are counted in the text with escapes hidden: one placeholder per escape, newlines kept. */
const lineOf = (block: Block, text: string, offset: number) =>
  block.line + (text.slice(0, offset).match(/\n/g)?.length ?? 0);

function braceError(block: Block, text: string): Outcome | null {
  let open: number | null = null;
  let pairs = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      if (open !== null || pairs > 0) {
        const line = lineOf(block, text, i);
        return {
          error: {
            line,
            message:
              open !== null
                ? `Unbalanced braces: a { opens on line ${lineOf(block, text, open)} and another on line ${line} before it closes. Write \\{ for a literal brace.`
                : `Unbalanced braces: a second answer block opens on line ${line}; a question has one. Write \\{ for a literal brace.`,
          },
        };
      }
      open = i;
    } else if (char === '}') {
      if (open === null) {
        return {
          error: {
            line: lineOf(block, text, i),
            message: 'Unbalanced braces: this } closes nothing. Write \\} for a literal brace.',
          },
        };
      }
      open = null;
      pairs += 1;
    }
  }
  if (open === null) return null;
  return {
    error: {
      line: lineOf(block, text, open),
      message: 'Unbalanced braces: this { is never closed (a blank line ends a question).',
    },
  };
}

function readQuestion(block: Block, escaped: string, topic: string): Outcome {
  let text = escaped;
  let name = '';
  let nameOffset = 0;
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) {
      name = restoreEscapes(text.slice(2, end)).trim();
      nameOffset = end + 2;
    }
  }
  const unbalanced = braceError(block, text);
  if (unbalanced) return unbalanced;
  text = text.slice(nameOffset).trim();
  const start = text.indexOf('{');
  const end = text.indexOf('}');
  if (start < 0) {
    const { markdown } = giftText(text, 'moodle');
    return {
      skip: { name: name || nameFromStem(markdown), reason: unsupportedTypeReason('description') },
    };
  }
  let answerText = text.slice(start + 1, end).trim();
  const before = text.slice(0, start);
  const after = text.slice(end + 1);
  // Text after the answers ("Grant is {…} in Grant's tomb.") is the missing-word form.
  const stemSource = after.trim() === '' ? before : `${before}_____${after}`;
  let generalFeedback = '';
  const separator = answerText.lastIndexOf('####');
  if (separator >= 0) {
    generalFeedback = answerText.slice(separator + 4);
    answerText = answerText.slice(0, separator).trim();
  }
  const stem = giftText(stemSource, 'moodle');
  const displayName = name || nameFromStem(stem.markdown);
  const general = giftText(generalFeedback, stem.format).markdown;
  const skip = (type: string): Outcome => ({
    skip: { name: displayName, reason: unsupportedTypeReason(type) },
  });
  const fail = (message: string): Outcome => ({
    error: { line: block.line, message: `Question "${displayName}": ${message}` },
  });
  if (answerText === '') return skip('essay');
  if (answerText.startsWith('#')) return skip('numerical');

  let choices;
  let multipleResponse = false;
  let perChoice: { choice: string; feedback: string }[];
  if (answerText.includes('~')) {
    const single = answerText.includes('=');
    multipleResponse = !single;
    const parts = answerText
      .replaceAll('=', '~=')
      .split('~')
      .map((part) => part.trim());
    if (parts[0] === '') parts.shift();
    if (parts.length < 2) return fail('a multiple-choice question needs at least two answers.');
    const answers = [];
    for (const part of parts) {
      let answer = part;
      let fraction = 0;
      const weight = WEIGHT.exec(answer);
      if (answer.startsWith('=')) {
        fraction = 100;
        answer = answer.slice(1).trim();
        const extra = WEIGHT.exec(answer);
        if (extra) answer = answer.slice(extra[0].length);
      } else if (weight) {
        fraction = Number(weight[1]);
        if (!isMoodleGrade(fraction)) {
          return fail(`the weight %${weight[1]}% is not a grade Moodle allows.`);
        }
        answer = answer.slice(weight[0].length);
      }
      answers.push({ answer, fraction });
    }
    // Counted before any text is converted: a file of `~` would otherwise convert millions.
    const countProblem = choiceCountProblem(answers.length);
    if (countProblem) return { skip: { name: displayName, reason: countProblem } };
    const weighted = answers.map(({ answer, fraction }) => ({
      ...withFeedback(answer, stem.format),
      fraction,
    }));
    choices = correctChoices(weighted, single);
    perChoice = weighted.map(({ text: choice, feedback }) => ({ choice, feedback }));
  } else if (answerText.includes('=') && answerText.includes('->')) {
    return skip('match');
  } else {
    const hash = answerText.indexOf('#');
    const value = (hash > 0 ? answerText.slice(0, hash) : answerText).trim();
    if (!TRUE_FALSE.includes(value)) return skip('shortanswer');
    const [, wrong = '', right = ''] = answerText.split('#');
    const isTrue = value.startsWith('T');
    choices = [
      { text: 'True', correct: isTrue },
      { text: 'False', correct: !isTrue },
    ];
    const wrongFeedback = giftText(wrong, stem.format).markdown;
    const rightFeedback = giftText(right, stem.format).markdown;
    perChoice = [
      { choice: 'True', feedback: isTrue ? rightFeedback : wrongFeedback },
      { choice: 'False', feedback: isTrue ? wrongFeedback : rightFeedback },
    ];
  }
  const problem = choicesProblem(choices, multipleResponse);
  if (problem) return { skip: { name: displayName, reason: problem } };
  return {
    question: {
      line: block.line,
      name,
      topic,
      stem: stem.markdown,
      choices,
      multipleResponse,
      explanation: [general, feedbackList(perChoice)].filter((part) => part !== '').join('\n\n'),
      reference: '',
      learningObjective: '',
      status: DEFAULT_IMPORT_STATUS,
    },
  };
}

/**
 * Questions from a GIFT file (Moodle's format, read the way Moodle reads it): multiple choice,
 * multiple response with `%weights%` and true/false are imported; `$CATEGORY:` sets the topic of
 * what follows; other types are skipped with their reason.
 */
export function parseGift(text: string): ParsedQuestionFile {
  const parsed: ParsedQuestionFile = { format: 'gift', questions: [], skipped: [], errors: [] };
  let topic = DEFAULT_IMPORT_TOPIC;
  for (const block of blocks(text)) {
    let escaped = hideEscapes(block.text);
    let current = block;
    if (escaped.startsWith('$CATEGORY:')) {
      const lineEnd = escaped.indexOf('\n');
      const path = lineEnd < 0 ? escaped.slice(10) : escaped.slice(10, lineEnd);
      topic = categoryToTopic(restoreEscapes(path));
      if (lineEnd < 0 || escaped.slice(lineEnd).trim() === '') continue;
      const rest = escaped.slice(lineEnd + 1);
      const skippedLines = rest.length - rest.trimStart().length;
      current = { line: lineOf(block, escaped, lineEnd + 1 + skippedLines), text: '' };
      escaped = rest.trimStart();
    }
    const outcome = readQuestion(current, escaped, topic);
    if ('question' in outcome) parsed.questions.push(outcome.question);
    else if ('skip' in outcome) parsed.skipped.push(outcome.skip);
    else parsed.errors.push(outcome.error);
  }
  return parsed;
}
