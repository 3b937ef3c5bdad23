import { markdownLinks } from './markdown-links';
import { MAX_CHOICES, MIN_CHOICES, type ImportedChoice } from './types';

export type WeightedChoice = { text: string; fraction: number };

/**
 * Which choices are correct, as Moodle defines a question's correct response: for a single-answer
 * question the choice(s) with the highest positive fraction, for a multiple-response question every
 * choice whose fraction is above 0.
 */
export function correctChoices(choices: WeightedChoice[], single: boolean): ImportedChoice[] {
  const best = Math.max(...choices.map((choice) => choice.fraction));
  return choices.map(({ text, fraction }) => ({
    text,
    correct: fraction > 0 && (!single || fraction === best),
  }));
}

/** Why a question with this many choices cannot become one of ours, or null when it can. */
export function choiceCountProblem(count: number): string | null {
  if (count >= MIN_CHOICES && count <= MAX_CHOICES) return null;
  return `it has ${count} choices; a question has ${MIN_CHOICES} to ${MAX_CHOICES}`;
}

/** Why a question's choices cannot become one of ours, or null when they can. */
export function choicesProblem(
  choices: ImportedChoice[],
  multipleResponse: boolean,
): string | null {
  const count = choiceCountProblem(choices.length);
  if (count) return count;
  if (choices.some((choice) => choice.text.trim() === '')) return 'a choice is empty';
  const correct = choices.filter((choice) => choice.correct).length;
  if (correct === 0) return 'no choice is correct';
  if (!multipleResponse && correct > 1) {
    return `${correct} choices are fully correct; a single-answer question has exactly one`;
  }
  return null;
}

/** Moodle's allowed grades (question_bank::fraction_options_full), as percentages. */
const MOODLE_GRADES = [
  100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571,
  12.5, 11.11111, 10, 5, 0,
];

/** True when Moodle accepts this answer grade (a percentage, negative for a penalty). */
export function isMoodleGrade(percent: number): boolean {
  return MOODLE_GRADES.some((grade) => Math.abs(Math.abs(percent) - grade) < 0.001);
}

/** The Markdown with each link or image `[label](target)` replaced. */
function replaceLinks(
  markdown: string,
  opener: '[' | '![',
  replacement: (label: string) => string,
): string {
  let replaced = '';
  let copied = 0;
  for (const link of markdownLinks(markdown, opener)) {
    replaced += markdown.slice(copied, link.start) + replacement(link.label);
    copied = link.end;
  }
  return replaced + markdown.slice(copied);
}

const withoutImages = (markdown: string) => replaceLinks(markdown, '![', () => '');
const linkLabels = (markdown: string) => replaceLinks(markdown, '[', (label) => label);

/** A question name from its stem when the file gives none: the first words, plain. */
export function nameFromStem(stem: string): string {
  const plain = linkLabels(withoutImages(stem))
    .replace(/[*`]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/^#+\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 80 ? `${plain.slice(0, 79).trimEnd()}…` : plain;
}

/** What to call an imported question on screen: its own name, else its stem's first words. */
export const questionLabel = (question: { name: string; stem: string }) =>
  question.name || nameFromStem(question.stem);
