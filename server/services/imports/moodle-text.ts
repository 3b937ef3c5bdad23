import { htmlToMarkdown } from './html-to-markdown';

/** Markdown images pointing at Moodle's embedded files: they become the figure, not text. */
const PLUGINFILE_MARKDOWN_IMAGE = /\s*!\[[^\]]*\]\(@@PLUGINFILE@@\/[^)]*\)/g;

/**
 * Text in one of Moodle's formats (`html`, `moodle_auto_format`, `plain_text`, `markdown`; GIFT's
 * `[html]`, `[moodle]`, `[plain]`, `[markdown]`) as Markdown: HTML is converted, Moodle's auto format is
 * HTML whose line breaks count, plain text and Markdown are kept as they are.
 */
export function moodleTextToMarkdown(text: string, format: string): string {
  switch (format) {
    case 'markdown':
      return text.replace(PLUGINFILE_MARKDOWN_IMAGE, '').trim();
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
