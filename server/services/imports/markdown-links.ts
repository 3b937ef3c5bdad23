/** Where one Markdown link or image sits: `![label](target)` from `start` to `end` (exclusive). */
export type MarkdownLink = {
  start: number;
  end: number;
  label: string;
  target: string;
};

/**
 * The Markdown links (`opener` `[`) or images (`![`) of a text, found as the pattern
 * `\[[^\]]*\]\([^)]*\)` finds them with the `g` flag, but in one pass: the pattern rescans the rest
 * of the text from every opener that leads nowhere, which takes minutes on a run of `![`.
 * `accepts` limits the targets (a refused target is no match, as a longer pattern would refuse it).
 */
export function markdownLinks(
  text: string,
  opener: '[' | '![',
  accepts: (target: string) => boolean = () => true,
): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let from = 0;
  // The first `)` at or after a position searched before: only ever moves forward.
  let paren = -1;
  for (;;) {
    const start = text.indexOf(opener, from);
    if (start < 0) break;
    const labelStart = start + opener.length;
    const close = text.indexOf(']', labelStart);
    if (close < 0) break;
    // Every opener before `close` ends its label at the same `]`: none of them can match if this one
    // does not, so the search goes on after it.
    from = close + 1;
    if (text[close + 1] !== '(') continue;
    if (paren < close + 2) paren = text.indexOf(')', close + 2);
    if (paren < 0) break;
    const target = text.slice(close + 2, paren);
    if (!accepts(target)) continue;
    links.push({ start, end: paren + 1, label: text.slice(labelStart, close), target });
    from = paren + 1;
  }
  return links;
}
