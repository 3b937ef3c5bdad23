import TurndownService from 'turndown';
import { describe, expect, it } from 'vitest';
import { turndownToMarkdown } from '../../../server/services/imports/html-to-markdown';
import { simpleHtmlToMarkdown } from '../../../server/services/imports/simple-html';

const turndownEscape = new TurndownService();
const simple = (html: string) => simpleHtmlToMarkdown(html, (text) => turndownEscape.escape(text));

let seed = 1;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const TEXTS = [
  'wind',
  'lift and drag',
  ' ',
  '  ',
  '\n',
  '\t',
  '\r\n',
  ' stall ',
  'a*b',
  '_x_',
  '- item',
  '+ plus',
  '# head',
  '1. one',
  '> quote',
  '[link]',
  '`code`',
  'back\\slash',
  '~~~',
  '==',
  'café',
  '中文',
  '?',
  '.',
  'a > b',
  'x\u00a0y',
  'fish &amp; chips',
  'a < b',
] as const;
const INLINE = ['b', 'strong', 'i', 'em', 'B', 'EM'] as const;
const BREAKS = ['<br>', '<br/>', '<br />', '<BR>'] as const;

const texts = (most: number) =>
  Array.from({ length: Math.floor(random() * most) }, () => pick(TEXTS)).join('');
function inline(): string {
  const roll = random();
  if (roll < 0.4) return texts(3);
  if (roll < 0.55) return pick(BREAKS);
  const tag = pick(INLINE);
  const inner = Array.from({ length: Math.floor(random() * 3) }, () =>
    random() < 0.8 ? texts(3) : pick(BREAKS),
  ).join('');
  return `<${tag}>${inner}</${tag}>`;
}
const inlines = (most: number) =>
  Array.from({ length: Math.floor(random() * most) }, inline).join('');
function html(): string {
  const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
    random() < 0.5 ? `<p>${inlines(4)}</p>` : inlines(3),
  );
  // Now and then something the simple path must leave to Turndown.
  if (random() < 0.1)
    parts.push(pick(['<p>', '</b>', '<b><p>x</p></b>', '<span>y</span>', '<p class="a">z</p>']));
  return parts.join(pick(['', ' ', '\n']));
}

describe("the simple HTML path gives Turndown's Markdown", () => {
  it('for 20,000 generated texts of paragraphs, bold, italics, breaks and white space', () => {
    let read = 0;
    for (let index = 0; index < 20_000; index += 1) {
      const text = html();
      const markdown = simple(text);
      if (markdown === undefined) continue;
      read += 1;
      expect({ text, markdown }).toEqual({ text, markdown: turndownToMarkdown(text) });
    }
    expect(read).toBeGreaterThan(12_000);
  });

  it.each([
    ['<p>Which <b>cloud</b>?</p>', 'Which **cloud**?'],
    ['<b>Wind</b>?\tfrom the west<br>always', '**Wind**? from the west  \nalways'],
    ['', ''],
    ['plain * text', 'plain \\* text'],
  ])('reads %j', (text, markdown) => {
    expect(simple(text)).toBe(markdown);
  });

  it.each([
    ['a character reference', 'fish &amp; chips'],
    ['a tag with attributes', '<p class="x">a</p>'],
    ['another tag', '<span>a</span>'],
    ['a paragraph in bold', '<b><p>a</p></b>'],
    ['an unclosed tag', '<p>a'],
    ['a stray closing tag', 'a</b>'],
    ['a non-breaking space', 'a\u00a0b'],
  ])('leaves %s to Turndown', (_what, text) => {
    expect(simple(text)).toBeUndefined();
  });
});
