import { describe, expect, it } from 'vitest';
import { lightMarkdown } from '../../../../contract/light-markdown';

describe('lightMarkdown', () => {
  it('reads paragraphs a blank line apart', () => {
    expect(lightMarkdown('Lift.\n\nDrag.')).toEqual([['Lift.'], ['Drag.']]);
  });

  it('keeps a single newline inside a paragraph as a newline', () => {
    expect(lightMarkdown('Lift\nand drag')).toEqual([['Lift\nand drag']]);
  });

  it('reads two trailing spaces or a backslash before a newline as a line break', () => {
    expect(lightMarkdown('a  \nb\\\nc')).toEqual([
      ['a', { tag: 'br' }, '\nb', { tag: 'br' }, '\nc'],
    ]);
  });

  it('reads bold, italics and inline code', () => {
    expect(lightMarkdown('**Vy** is *best* `rate`')).toEqual([
      [
        { tag: 'strong', children: ['Vy'] },
        ' is ',
        { tag: 'em', children: ['best'] },
        ' ',
        { tag: 'code', text: 'rate' },
      ],
    ]);
  });

  it('reads a backslash-escaped character as itself', () => {
    expect(lightMarkdown('\\*not bold\\* 1\\. \\[x\\]')).toEqual([['*not bold* 1. [x]']]);
  });

  it('keeps an underscore inside a word as text', () => {
    expect(lightMarkdown('snake_case_name')).toEqual([['snake_case_name']]);
  });

  it('keeps a comparison sign that starts no tag as text', () => {
    expect(lightMarkdown('a < b')).toEqual([['a < b']]);
  });

  it.each([
    ['a list', '- one\n- two'],
    ['a numbered list', '1. one'],
    ['a table', '| a | b |\n|---|---|\n| 1 | 2 |'],
    ['a link', '[PHAK](https://faa.gov)'],
    ['an image', '![figure](/api/figures/abc)'],
    ['a bare web address', 'see www.faa.gov'],
    ['an e-mail address', 'write to cfi@example.com'],
    ['a heading', '# Weather'],
    ['a quotation', '> quoted'],
    ['a code block', '```\ncode\n```'],
    ['an indented line', '    code'],
    ['a thematic break', '***'],
    ['a strikethrough', '~~old~~'],
    ['an HTML tag', 'a <b>bold</b> word'],
    ['an HTML block', '<div>hi</div>'],
    ['a character reference', 'fish &amp; chips'],
    ['emphasis crossing other emphasis', '*a _b*c_'],
    ['a run of three emphasis markers', '***both***'],
    ['emphasis left open', '**open'],
    ['a code span across lines', '`a\nb`'],
  ])('leaves %s to the full pipeline', (_name, text) => {
    expect(lightMarkdown(text)).toBeUndefined();
  });
});
