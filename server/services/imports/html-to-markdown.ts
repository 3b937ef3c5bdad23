import TurndownService from 'turndown';
import { markdownLinks } from './markdown-links';
import { simpleHtmlToMarkdown } from './simple-html';

/** How Moodle's exports point at a file embedded in them: `@@PLUGINFILE@@/name`. */
export const PLUGINFILE_PREFIX = '@@PLUGINFILE@@/';

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
});
// Images never stay in the text (the question's own image becomes its figure), nor scripts or media.
turndown.addRule('drop', {
  filter: ['img', 'script', 'style', 'audio', 'video', 'object', 'embed', 'iframe'],
  replacement: () => '',
});
// A link to a file embedded in the Moodle export (a sound, a document) has nothing to point at here.
turndown.addRule('embeddedFileLink', {
  filter: (node) =>
    node.nodeName === 'A' && (node.getAttribute('href') ?? '').startsWith(PLUGINFILE_PREFIX),
  replacement: (content) => content,
});

/** Turndown's Markdown of any HTML (the tests compare the simple path with it). */
export function turndownToMarkdown(html: string): string {
  return turndown.turndown(html);
}

const escapeMarkdown = (text: string) => turndown.escape(text);

/**
 * Punctuation just after a block (`<div><a …>docs</a></div>.`) would stand as a paragraph of its
 * own; it belongs to the end of the block before it. (Blocks are two newlines apart in the Markdown.)
 */
const LONE_PUNCTUATION = /\n\n([.,;:!?)]+)(?=\n|$)/g;

/** Moodle HTML as Markdown, without images, scripts or media. */
export function htmlToMarkdown(html: string): string {
  const markdown = simpleHtmlToMarkdown(html, escapeMarkdown) ?? turndownToMarkdown(html);
  return (
    markdown
      // A removed image leaves its surrounding spaces behind: "Moodle <img> is" → "Moodle is".
      .replace(/(\S) {2,}(?=\S)/g, '$1 ')
      .replace(LONE_PUNCTUATION, '$1')
      .trim()
  );
}

/** The `src="@@PLUGINFILE@@/name"` of one `<img …>` tag. */
const PLUGINFILE_SRC = /\bsrc\s*=\s*["']@@PLUGINFILE@@\/([^"'?#]+)/i;

/** The embedded files shown by `<img>` tags, each tag read once (up to its `>`). */
function pluginImgNames(text: string) {
  const found: { start: number; name: string }[] = [];
  const tag = /<img\b/gi;
  for (let opening = tag.exec(text); opening; opening = tag.exec(text)) {
    const close = text.indexOf('>', opening.index);
    const end = close < 0 ? text.length : close;
    const name = PLUGINFILE_SRC.exec(text.slice(opening.index, end))?.[1];
    if (name) found.push({ start: opening.index, name });
    if (close < 0) break;
    tag.lastIndex = close + 1;
  }
  return found;
}

/** The embedded files shown by Markdown images `![alt](@@PLUGINFILE@@/name)`. */
function pluginMarkdownImageNames(text: string) {
  const isPluginFile = (target: string) =>
    target.startsWith(PLUGINFILE_PREFIX) && /^\S+$/.test(target.slice(PLUGINFILE_PREFIX.length));
  return markdownLinks(text, '![', isPluginFile).map(({ start, target }) => ({
    start,
    name: target.slice(PLUGINFILE_PREFIX.length),
  }));
}

/** The file names shown as `@@PLUGINFILE@@/name` by `<img>` tags or Markdown images, in order. */
export function pluginImageNames(text: string): string[] {
  return [...pluginImgNames(text), ...pluginMarkdownImageNames(text)]
    .sort((a, b) => a.start - b.start)
    .map(({ name }) => safeDecode(name));
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
