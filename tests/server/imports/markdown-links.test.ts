import { describe, expect, it } from 'vitest';
import { markdownLinks } from '../../../server/services/imports/markdown-links';

/** What the pattern the scanner replaces finds, for comparison. */
const byPattern = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    label: match[1],
    target: match[2],
  }));

const TEXTS = [
  'See ![a](x.png) and ![b](y.png).',
  '![![nested](x)](y)',
  '![a] (x) ![b](c',
  '![a](x ![b](y) z)',
  '[a](b)[c](d) ![e](f)',
  '![no close ![a](x)',
  '![a]](x)',
  '![]()',
  '[[[a](b)',
  '![a](@@PLUGINFILE@@/x.png) ![b](other.png) ![c](@@PLUGINFILE@@/y.png',
];

describe('Markdown links in one pass', () => {
  it('finds the images /!\\[([^\\]]*)\\]\\(([^)]*)\\)/g finds', () => {
    for (const text of TEXTS) {
      expect(markdownLinks(text, '![')).toEqual(byPattern(text, /!\[([^\]]*)\]\(([^)]*)\)/g));
    }
  });

  it('finds the links /\\[([^\\]]*)\\]\\(([^)]*)\\)/g finds', () => {
    for (const text of TEXTS) {
      expect(markdownLinks(text, '[')).toEqual(byPattern(text, /\[([^\]]*)\]\(([^)]*)\)/g));
    }
  });

  it('finds only the images whose target it accepts, as a longer pattern would', () => {
    const plugin = /!\[([^\]]*)\]\((@@PLUGINFILE@@\/[^)]*)\)/g;
    for (const text of TEXTS) {
      const accepted = markdownLinks(text, '![', (target) => target.startsWith('@@PLUGINFILE@@/'));
      expect(accepted).toEqual(byPattern(text, plugin));
    }
  });
});
