import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../../server/services/imports/html-to-markdown';

/** Texts with every character Markdown or HTML white space treats specially. */
const PLAIN_TEXTS = [
  'Plain words.',
  '  Leading and trailing  ',
  'Tabs\tand\r\nline\nbreaks\r and   runs',
  '*stars* _under_ `code` [link](x) ![image](y) \\ back',
  '# heading',
  '1. numbered',
  '- dash',
  '+ plus',
  '> quote',
  '=== rule',
  '~~~ fence',
  'a > b and c = d',
  'non\u00a0breaking\u00a0space, \u00e9t\u00e9',
  '',
  ' \n\t ',
];

describe('HTML to Markdown', () => {
  it('reads text without tags as Turndown reads it inside an element', () => {
    for (const text of PLAIN_TEXTS) {
      expect(htmlToMarkdown(text)).toBe(htmlToMarkdown(`<span>${text}</span>`));
    }
  });

  it('keeps the full stop after a link in a block with the link, not as a paragraph of its own', () => {
    expect(htmlToMarkdown('<div><a href="https://example.test/docs">the docs</a></div>.')).toBe(
      '[the docs](https://example.test/docs).',
    );
  });

  it('keeps paragraphs apart that hold more than punctuation', () => {
    expect(htmlToMarkdown('<p>One.</p><p>Two.</p>')).toBe('One.\n\nTwo.');
  });
});
