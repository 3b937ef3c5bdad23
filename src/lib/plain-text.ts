/** Markdown reduced to its words, for one-line previews in lists (never rendered as HTML). */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // A table's delimiter row (`|---|:--:|`) holds no words.
      .replace(/^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+(?:[ \t]*:?-+:?[ \t]*)?$/gm, '')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/\|/g, ' ')
      .replace(/[*_~`]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
