import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_TOPICS } from '../../../../server/db/demo-content';
import FullMarkdown from '../../../../src/components/markdown/full-markdown';
import { lightMarkdown } from '../../../../contract/light-markdown';
import { LightMarkdownView } from '../../../../src/components/markdown/light-markdown-view';

/** The markup the full pipeline and the light reading give `text` (the light one when it reads it). */
function both(text: string) {
  const light = lightMarkdown(text);
  return {
    full: renderToStaticMarkup(<FullMarkdown text={text} />),
    light: light && renderToStaticMarkup(<LightMarkdownView document={light} />),
  };
}

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const PIECES = [
  'wind',
  'lift',
  'a',
  '1',
  ' ',
  '  ',
  '   ',
  '\n',
  '\n\n',
  '  \n',
  '\\\n',
  '\n \n',
  '*',
  '**',
  '***',
  '_',
  '__',
  '`',
  '``',
  ' `',
  '` ',
  '\\',
  '\\*',
  '\\_',
  '\\`',
  '\\\\',
  '\\[',
  '\\#',
  '\\-',
  '1\\.',
  '.',
  ',',
  '(',
  ')',
  '"',
  "'",
  '-',
  '- ',
  '1. ',
  '# ',
  '> ',
  '=',
  ':',
  '!',
  '?',
  'é',
  '中',
  '\u00a0',
  '😀',
  '<',
  '< b',
  '>',
  '&',
  '$',
  '%',
  '[',
  '+',
] as const;

const generated = (most: number) =>
  Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(PIECES)).join('');

describe('the light Markdown reading', () => {
  it('draws what the full pipeline draws for every generated text it reads', () => {
    let read = 0;
    for (let index = 0; index < 2500; index += 1) {
      const text = generated(12);
      const { full, light } = both(text);
      if (light === undefined) continue;
      read += 1;
      expect({ text, markup: light }).toEqual({ text, markup: full });
    }
    // The comparison means something only if most texts are read.
    expect(read).toBeGreaterThan(900);
  }, 60_000);

  it('reads every demo question stem, explanation and flashcard as the full pipeline draws it', () => {
    const texts = DEMO_TOPICS.flatMap((topic) => [
      ...topic.questions.flatMap((question) => [question.stem, question.explanation]),
      ...topic.flashcards.flatMap((card) => [card.front, card.back]),
    ]);
    for (const text of texts) {
      const { full, light } = both(text);
      expect({ text, markup: light }).toEqual({ text, markup: full });
    }
  });
});
