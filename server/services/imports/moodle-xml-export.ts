import { topicToCategory } from './category-topic';
import { figureToBase64 } from './figure';
import type { ImportedQuestion } from './types';
import { questionLabel } from './question-rules';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

const markdownField = (tag: string, text: string, extra = '') =>
  `<${tag} format="markdown"><text>${escapeXml(text)}</text>${extra}</${tag}>`;

/** A Moodle grade for a share of 100 (its grade list has 33.33333, 16.66667 …). */
const grade = (share: number) => String(Number(share.toFixed(5)));

const isTrueFalse = (question: ImportedQuestion) =>
  !question.multipleResponse &&
  question.choices.length === 2 &&
  question.choices[0]?.text === 'True' &&
  question.choices[1]?.text === 'False';

function answers(question: ImportedQuestion): string[] {
  const correct = question.choices.filter((choice) => choice.correct).length;
  const wrong = question.choices.length - correct;
  return question.choices.map((choice) => {
    let fraction = choice.correct ? 100 : 0;
    // Multiple response: the correct choices share the mark, the wrong ones take it back.
    if (question.multipleResponse) fraction = choice.correct ? 100 / correct : -100 / wrong;
    const text = isTrueFalse(question) ? choice.text.toLowerCase() : choice.text;
    return `    <answer fraction="${grade(fraction)}" format="markdown"><text>${escapeXml(text)}</text><feedback format="markdown"><text></text></feedback></answer>`;
  });
}

function questionXml(question: ImportedQuestion): string {
  const figure = question.figure;
  const stem = figure
    ? `${question.stem}\n\n![](@@PLUGINFILE@@/${encodeURIComponent(figure.filename)})`
    : question.stem;
  const file = figure
    ? `<file name="${escapeXml(figure.filename)}" path="/" encoding="base64">${figureToBase64(figure)}</file>`
    : '';
  const tags = [
    question.reference && `reference:${question.reference}`,
    question.learningObjective && `objective:${question.learningObjective}`,
    `status:${question.status}`,
  ].filter((tag) => tag !== '');
  const trueFalse = isTrueFalse(question);
  return [
    `  <question type="${trueFalse ? 'truefalse' : 'multichoice'}">`,
    // Moodle needs a name: a question without one is called by its stem's first words.
    `    <name><text>${escapeXml(questionLabel(question))}</text></name>`,
    `    ${markdownField('questiontext', stem, file)}`,
    `    ${markdownField('generalfeedback', question.explanation)}`,
    '    <defaultgrade>1</defaultgrade>',
    `    <penalty>${trueFalse ? '1' : '0.3333333'}</penalty>`,
    '    <hidden>0</hidden>',
    ...(trueFalse
      ? []
      : [
          `    <single>${question.multipleResponse ? 'false' : 'true'}</single>`,
          '    <shuffleanswers>true</shuffleanswers>',
          '    <answernumbering>abc</answernumbering>',
        ]),
    ...answers(question),
    `    <tags>${tags.map((tag) => `<tag><text>${escapeXml(tag)}</text></tag>`).join('')}</tags>`,
    '  </question>',
  ].join('\n');
}

/**
 * The questions as Moodle XML (texts in Markdown, figures embedded as base64 files, reference,
 * objective and status as tags), one category per topic; `parseQuestionFile` reads it back unchanged.
 */
export function exportQuestionsMoodleXml(questions: ImportedQuestion[]): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let topic: string | null = null;
  for (const question of questions) {
    if (question.topic !== topic) {
      topic = question.topic;
      parts.push(
        `  <question type="category"><category><text>${escapeXml(topicToCategory(topic))}</text></category></question>`,
      );
    }
    parts.push(questionXml(question));
  }
  parts.push('</quiz>', '');
  return parts.join('\n');
}
