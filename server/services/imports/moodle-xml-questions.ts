import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { categoryToTopic } from './category-topic';
import { lineAt, newlinesBetween } from './decode-text';
import { feedbackList } from './feedback-list';
import { figureFromBase64, type FigureResult } from './figure';
import { pluginImageNames } from './html-to-markdown';
import { moodleTextToMarkdown } from './moodle-text';
import { choicesProblem, correctChoices, isMoodleGrade, nameFromStem } from './question-rules';
import { unsupportedTypeReason } from './unsupported-types';
import {
  DEFAULT_IMPORT_STATUS,
  DEFAULT_IMPORT_TOPIC,
  type ImportedFigure,
  type ImportedQuestion,
  type ParsedQuestionFile,
  type QuestionStatus,
} from './types';

type XmlNode = { [key: string]: unknown };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['question', 'answer', 'file', 'tag'].includes(name),
});

const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null;

function child(node: unknown, name: string): XmlNode | undefined {
  if (!isNode(node)) return undefined;
  const value = node[name];
  if (Array.isArray(value)) return isNode(value[0]) ? value[0] : { '#text': String(value[0]) };
  if (isNode(value)) return value;
  return value === undefined ? undefined : { '#text': String(value) };
}

function children(node: unknown, name: string): XmlNode[] {
  if (!isNode(node)) return [];
  const value = node[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (isNode(item) ? item : { '#text': String(item) }));
}

/** The text content of an element (`<single>true</single>`), or '' when it is absent. */
function textOf(node: XmlNode | undefined): string {
  if (!node) return '';
  const value = node['#text'];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const attribute = (node: XmlNode | undefined, name: string) => {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** A Moodle text field (`<questiontext format="html"><text>…</text></questiontext>`) as Markdown. */
function fieldMarkdown(field: XmlNode | undefined): string {
  const raw = textOf(child(field, 'text'));
  return moodleTextToMarkdown(raw, attribute(field, 'format') ?? 'moodle_auto_format');
}

/** Where a comment or CDATA section that starts with the key ends. */
const SECTION_ENDS: Record<string, string> = { '<!--': '-->', '<![CDATA[': ']]>' };

/**
 * The lines the `<question` elements start on, ignoring comments and CDATA sections: one pass
 * that jumps over each section (a masked copy of the file cost a string per character of CDATA).
 */
function questionLines(xml: string): number[] {
  const lines: number[] = [];
  const pattern = /<!--|<!\[CDATA\[|<question[\s>/]/g;
  let line = 1;
  let counted = 0;
  for (let match = pattern.exec(xml); match; match = pattern.exec(xml)) {
    const sectionEnd = SECTION_ENDS[match[0]];
    if (sectionEnd) {
      const end = xml.indexOf(sectionEnd, pattern.lastIndex);
      pattern.lastIndex = end === -1 ? xml.length : end + sectionEnd.length;
      continue;
    }
    line += newlinesBetween(xml, counted, match.index);
    counted = match.index;
    lines.push(line);
  }
  return lines;
}

/** The figure of a question: the first embedded image its text shows, else the old `<image_base64>`. */
function questionFigure(question: XmlNode): FigureResult {
  const questionText = child(question, 'questiontext');
  const files = children(questionText, 'file');
  const referenced = pluginImageNames(textOf(child(questionText, 'text')));
  const ordered = [
    ...referenced.flatMap((name) => files.filter((file) => attribute(file, 'name') === name)),
    ...files,
  ];
  for (const file of ordered) {
    if (attribute(file, 'encoding') !== 'base64') continue;
    const result = figureFromBase64(attribute(file, 'name') ?? 'figure', textOf(file));
    if (result) return result;
  }
  const legacy = textOf(child(question, 'image_base64'));
  if (legacy.trim() !== '') {
    const filename = textOf(child(question, 'image')).trim().split('/').pop() || 'figure';
    return figureFromBase64(filename, legacy);
  }
  return null;
}

/** Our own export keeps reference, objective and status in tags: `reference:…`, `objective:…`. */
function tagValues(question: XmlNode) {
  const values = { reference: '', learningObjective: '', status: DEFAULT_IMPORT_STATUS };
  for (const tag of children(child(question, 'tags'), 'tag')) {
    const text = textOf(child(tag, 'text')).trim();
    const [key, ...rest] = text.split(':');
    const value = rest.join(':').trim();
    if (key === 'reference') values.reference = value;
    else if (key === 'objective') values.learningObjective = value;
    else if (key === 'status' && ['draft', 'published', 'retired'].includes(value)) {
      values.status = value as QuestionStatus;
    }
  }
  return values;
}

type Converted = { question: ImportedQuestion } | { skip: string } | { error: string };

function convertQuestion(question: XmlNode, type: string, line: number, topic: string): Converted {
  const stem = fieldMarkdown(child(question, 'questiontext'));
  const ownName = textOf(child(child(question, 'name'), 'text')).trim();
  const name = ownName || nameFromStem(stem);
  const answers = children(question, 'answer').map((answer) => {
    const grade = (attribute(answer, 'fraction') ?? '0').trim();
    return {
      text: fieldMarkdown(answer),
      grade,
      fraction: Number(grade),
      feedback: fieldMarkdown(child(answer, 'feedback')),
    };
  });
  const invalid = answers.filter(
    ({ fraction }) => Number.isNaN(fraction) || !isMoodleGrade(fraction),
  );
  if (invalid.length > 0) {
    const grades = invalid.map((answer) => answer.grade).join(', ');
    return { error: `Question "${name}" has a grade Moodle does not allow (${grades}).` };
  }
  let choices;
  let multipleResponse = false;
  if (type === 'truefalse') {
    const isTrue = (text: string) => text.trim().toLowerCase() === 'true';
    const trueAnswer = answers.find((answer) => isTrue(answer.text));
    const falseAnswer = answers.find((answer) => !isTrue(answer.text));
    choices = [
      { text: 'True', correct: (trueAnswer?.fraction ?? 0) > 0 },
      { text: 'False', correct: (falseAnswer?.fraction ?? 0) > 0 },
    ];
    answers.splice(
      0,
      answers.length,
      { ...(trueAnswer ?? { grade: '0', fraction: 0, feedback: '' }), text: 'True' },
      { ...(falseAnswer ?? { grade: '0', fraction: 0, feedback: '' }), text: 'False' },
    );
  } else {
    const single = !['false', '0'].includes(textOf(child(question, 'single')).trim().toLowerCase());
    multipleResponse = !single;
    choices = correctChoices(answers, single);
  }
  const problem = choicesProblem(choices, multipleResponse);
  if (problem) return { skip: problem };
  const figure = questionFigure(question);
  if (figure && 'problem' in figure) return { error: `Question "${name}": ${figure.problem}.` };
  const explanation = [
    fieldMarkdown(child(question, 'generalfeedback')),
    feedbackList(answers.map(({ text, feedback }) => ({ choice: text, feedback }))),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  const imported: ImportedQuestion = {
    line,
    name: ownName,
    topic,
    stem,
    choices,
    multipleResponse,
    explanation,
    ...tagValues(question),
  };
  const withFigure: ImportedFigure | undefined = figure?.figure;
  if (withFigure) imported.figure = withFigure;
  return { question: imported };
}

/**
 * Questions from a Moodle XML export: multichoice and truefalse questions are imported, categories
 * become topics, every other type is skipped with its reason. Broken XML imports nothing.
 */
export function parseMoodleXml(xml: string): ParsedQuestionFile {
  const parsed: ParsedQuestionFile = {
    format: 'moodle-xml',
    questions: [],
    skipped: [],
    errors: [],
  };
  const doctype = /<!DOCTYPE/i.exec(xml);
  if (doctype) {
    // Moodle never writes one, and its entities could expand without bound.
    parsed.errors.push({
      line: lineAt(xml, doctype.index),
      message: 'This file has a <!DOCTYPE> declaration, which Moodle XML files never have.',
    });
    return parsed;
  }
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    parsed.errors.push({
      line: Math.max(1, validation.err.line),
      message: `This is not valid XML: ${validation.err.msg}`,
    });
    return parsed;
  }
  const root: unknown = parser.parse(xml);
  const quiz = child(root, 'quiz');
  if (!quiz) {
    parsed.errors.push({
      line: 1,
      message: 'This is not a Moodle XML file: it has no <quiz> element.',
    });
    return parsed;
  }
  const lines = questionLines(xml);
  let topic = DEFAULT_IMPORT_TOPIC;
  children(quiz, 'question').forEach((question, index) => {
    const line = lines[index] ?? 1;
    const type = attribute(question, 'type') ?? '';
    if (type === 'category') {
      topic = categoryToTopic(textOf(child(child(question, 'category'), 'text')));
      return;
    }
    const name =
      textOf(child(child(question, 'name'), 'text')).trim() || `question at line ${line}`;
    if (type !== 'multichoice' && type !== 'truefalse') {
      parsed.skipped.push({ name, reason: unsupportedTypeReason(type) });
      return;
    }
    const result = convertQuestion(question, type, line, topic);
    if ('question' in result) parsed.questions.push(result.question);
    else if ('skip' in result) parsed.skipped.push({ name, reason: result.skip });
    else parsed.errors.push({ line, message: result.error });
  });
  return parsed;
}
