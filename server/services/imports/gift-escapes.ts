/** GIFT's escaped control characters, replaced by private-use placeholders while parsing. */
const ESCAPES: Record<string, string> = {
  ':': '\uE000',
  '#': '\uE001',
  '=': '\uE002',
  '{': '\uE003',
  '}': '\uE004',
  '~': '\uE005',
  n: '\uE006',
};
const RESTORE: Record<string, string> = {
  '\uE000': ':',
  '\uE001': '#',
  '\uE002': '=',
  '\uE003': '{',
  '\uE004': '}',
  '\uE005': '~',
  '\uE006': '\n',
};

/** `\\` becomes `\`; `\~ \= \# \{ \} \:` and `\n` become placeholders that parsing ignores. */
export function hideEscapes(text: string): string {
  return text.replace(/\\([\\:#={}~n])/g, (_, char: string) =>
    char === '\\' ? '\\' : (ESCAPES[char] ?? char),
  );
}

/** The placeholders back as the characters they stand for. */
export function restoreEscapes(text: string): string {
  return text.replace(/[\uE000-\uE006]/g, (char) => RESTORE[char] ?? char);
}
