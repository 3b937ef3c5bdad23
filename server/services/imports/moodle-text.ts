import { PLUGINFILE_PREFIX, htmlToMarkdown } from './html-to-markdown';
import { markdownLinks } from './markdown-links';

/**
 * The Markdown without its images of Moodle's embedded files (they become the figure, not text),
 * each with the white space before it.
 */
function withoutPluginImages(markdown: string): string {
  const images = markdownLinks(markdown, '![', (target) => target.startsWith(PLUGINFILE_PREFIX));
  let kept = '';
  let copied = 0;
  for (const image of images) {
    let start = image.start;
    while (start > copied && /\s/.test(markdown[start - 1] ?? '')) start -= 1;
    kept += markdown.slice(copied, start);
    copied = image.end;
  }
  return kept + markdown.slice(copied);
}

/**
 * Text in one of Moodle's formats (`html`, `moodle_auto_format`, `plain_text`, `markdown`; GIFT's
 * `[html]`, `[moodle]`, `[plain]`, `[markdown]`) as Markdown: HTML is converted, Moodle's auto format is
 * HTML whose line breaks count, plain text and Markdown are kept as they are.
 */
export function moodleTextToMarkdown(text: string, format: string): string {
  switch (format) {
    case 'markdown':
      return withoutPluginImages(text).trim();
    case 'plain_text':
    case 'plain':
      return text.trim();
    case 'moodle_auto_format':
    case 'moodle':
      return htmlToMarkdown(text.trim().replace(/\r?\n/g, '<br>'));
    default:
      return htmlToMarkdown(text);
  }
}
