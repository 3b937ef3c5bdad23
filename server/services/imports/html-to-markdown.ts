import TurndownService from 'turndown';

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
    node.nodeName === 'A' && /^@@PLUGINFILE@@/.test(node.getAttribute('href') ?? ''),
  replacement: (content) => content,
});

/** Moodle HTML as Markdown, without images, scripts or media. */
export function htmlToMarkdown(html: string): string {
  // A removed image leaves its surrounding spaces behind: "Moodle <img> is" → "Moodle is".
  return turndown
    .turndown(html)
    .replace(/(\S) {2,}(?=\S)/g, '$1 ')
    .trim();
}

/** The file names shown as `@@PLUGINFILE@@/name` by `<img>` tags or Markdown images, in order. */
export function pluginImageNames(text: string): string[] {
  const image =
    /<img\b[^>]*\bsrc\s*=\s*["']@@PLUGINFILE@@\/([^"'?#]+)|!\[[^\]]*\]\(@@PLUGINFILE@@\/([^)\s]+)\)/gi;
  return [...text.matchAll(image)].map((match) => safeDecode(match[1] ?? match[2] ?? ''));
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
