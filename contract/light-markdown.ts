/**
 * The Markdown most question and flashcard text is written in — paragraphs, line breaks, bold,
 * italics, inline code and backslash escapes — read without the full pipeline (react-markdown,
 * remark-gfm and rehype-sanitize: some 50 kB of gzipped code in front of every question).
 *
 * `lightMarkdown` answers the same tree CommonMark with GFM gives such text, or `undefined` for
 * anything else (lists, tables, links, headings, HTML, entities, ambiguous emphasis…), which is then
 * left to the full pipeline. It errs on the side of `undefined`: a test renders thousands of
 * generated texts both ways and compares the DOM.
 */

export type LightInline =
  | string
  | { tag: 'strong' | 'em'; children: LightInline[] }
  | { tag: 'code'; text: string }
  | { tag: 'br' };

/** A text as paragraphs of inline content. */
export type LightDocument = LightInline[][];

/** Characters and words that start constructs not read here, wherever they are. */
const UNSUPPORTED_ANYWHERE =
  /[\t\r\0|~@]|<[A-Za-z/!?]|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);|www\.|https?:|mailto:|xmpp:/i;
/** Lines that start a block other than a paragraph (or would be read as one). */
const UNSUPPORTED_LINE_START =
  /^(?:[ #>+=-]|`{3}|\d{1,9}[.)](?: |$)|\*(?: |$)|([*_])(?: *\1){2,} *$)/;
const BLANK_LINE = /^ *$/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const PUNCTUATION = /\p{P}|\p{S}/u;
const WHITESPACE = /\s/;
const SURROGATE = /[\ud800-\udfff]/;

/** The paragraphs of `text`, or `undefined` when it needs the full Markdown pipeline. */
export function lightMarkdown(text: string): LightDocument | undefined {
  if (UNSUPPORTED_ANYWHERE.test(text)) return undefined;
  const paragraphs: string[][] = [[]];
  for (const line of text.split('\n')) {
    if (BLANK_LINE.test(line)) {
      if (paragraphs.at(-1)!.length > 0) paragraphs.push([]);
    } else if (UNSUPPORTED_LINE_START.test(line)) {
      return undefined;
    } else {
      paragraphs.at(-1)!.push(line);
    }
  }
  const document: LightDocument = [];
  for (const lines of paragraphs) {
    if (lines.length === 0) continue;
    const inline = readInline(lines.join('\n').replace(/ +$/, ''));
    if (!inline) return undefined;
    document.push(inline);
  }
  return document;
}

type Kind = 'whitespace' | 'punctuation' | 'other';

/** micromark's classifyCharacter; `undefined` for a character it would read otherwise. */
function kindOf(char: string | undefined): Kind | undefined {
  if (char === undefined || WHITESPACE.test(char)) return 'whitespace';
  if (SURROGATE.test(char)) return undefined;
  return PUNCTUATION.test(char) ? 'punctuation' : 'other';
}

/** Whether a run of `*` or `_` opens or closes emphasis (CommonMark's flanking rules). */
function delimiterRole(
  marker: string,
  before: string | undefined,
  after: string | undefined,
): 'open' | 'close' | 'either' | 'text' | undefined {
  const previous = kindOf(before);
  const next = kindOf(after);
  if (!previous || !next) return undefined;
  const left = next !== 'whitespace' && (next !== 'punctuation' || previous !== 'other');
  const right = previous !== 'whitespace' && (previous !== 'punctuation' || next !== 'other');
  const opens = marker === '*' ? left : left && (!right || previous === 'punctuation');
  const closes = marker === '*' ? right : right && (!left || next === 'punctuation');
  if (opens && closes) return 'either';
  return opens ? 'open' : closes ? 'close' : 'text';
}

/**
 * A run that may open or close closes the emphasis open last when it is the same run, and opens one
 * when nothing of its character is open; otherwise CommonMark looks further back than this reads.
 */
function eitherRole(
  role: ReturnType<typeof delimiterRole>,
  marker: string,
  open: string[],
): 'open' | 'close' | 'text' | undefined {
  if (role !== 'either') return role;
  if (open.at(-1) === marker) return 'close';
  return open.some((other) => other[0] === marker[0]) ? undefined : 'open';
}

type Frame = { marker: string; children: LightInline[] };

/** The inline content of one paragraph, or `undefined` when it holds more than is read here. */
function readInline(source: string): LightInline[] | undefined {
  const frames: Frame[] = [{ marker: '', children: [] }];
  let buffer = '';
  const flush = () => {
    if (buffer) frames.at(-1)!.children.push(buffer);
    buffer = '';
  };
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (char === '\\') {
      const next = source[at + 1];
      if (next === '\n') {
        flush();
        frames.at(-1)!.children.push({ tag: 'br' });
        buffer = '\n';
        at += 2;
      } else if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
        buffer += next;
        at += 2;
      } else {
        buffer += char;
        at += 1;
      }
    } else if (char === '\n') {
      const hard = buffer.endsWith('  ');
      buffer = buffer.replace(/ +$/, '');
      if (hard) {
        flush();
        frames.at(-1)!.children.push({ tag: 'br' });
      }
      buffer += '\n';
      at += 1;
    } else if (char === '`') {
      const run = runLength(source, at);
      const close = closingBackticks(source, at + run, run);
      if (close < 0) {
        buffer += source.slice(at, at + run);
        at += run;
        continue;
      }
      const code = source.slice(at + run, close);
      if (code.includes('\n')) return undefined;
      flush();
      frames.at(-1)!.children.push({ tag: 'code', text: stripCodePadding(code) });
      at = close + run;
    } else if (char === '*' || char === '_') {
      const run = runLength(source, at);
      const marker = char.repeat(run);
      const role = eitherRole(
        delimiterRole(char, source[at - 1], source[at + run]),
        marker,
        frames.map((frame) => frame.marker),
      );
      if (run > 2 || !role) return undefined;
      if (role === 'text') {
        buffer += source.slice(at, at + run);
      } else if (role === 'open') {
        flush();
        frames.push({ marker, children: [] });
      } else {
        flush();
        const frame = frames.pop()!;
        if (frames.length === 0 || frame.marker !== marker) return undefined;
        frames
          .at(-1)!
          .children.push({ tag: run === 2 ? 'strong' : 'em', children: frame.children });
      }
      at += run;
    } else if (char === '[' || char === ']') {
      return undefined;
    } else {
      buffer += char;
      at += 1;
    }
  }
  flush();
  return frames.length === 1 ? frames[0]!.children : undefined;
}

/** How many times the character at `at` repeats from there. */
function runLength(source: string, at: number) {
  let end = at;
  while (source[end] === source[at]) end += 1;
  return end - at;
}

/** Where the next run of exactly `length` backticks from `from` starts, or -1. */
function closingBackticks(source: string, from: number, length: number) {
  for (let at = source.indexOf('`', from); at >= 0; at = source.indexOf('`', at)) {
    const run = runLength(source, at);
    if (run === length) return at;
    at += run;
  }
  return -1;
}

/** CommonMark strips one space from each side of code that has one on both and is not all spaces. */
function stripCodePadding(code: string) {
  return code.startsWith(' ') && code.endsWith(' ') && /[^ ]/.test(code) ? code.slice(1, -1) : code;
}
