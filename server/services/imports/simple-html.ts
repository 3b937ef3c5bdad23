/**
 * Turndown's conversion of the HTML most imported texts are written in: text with paragraphs,
 * bold, italics and line breaks, tags without attributes, no character references. Turndown builds a
 * whole DOM document for every text (some 50 µs each, and most of an import's garbage); this does
 * the same steps over a list of nodes. Anything else answers `undefined` and goes to Turndown.
 *
 * It follows Turndown 7's own steps (collapseWhitespace, process, replacementForNode, join,
 * postProcess, the paragraph, lineBreak, strong and emphasis rules) so that the Markdown is the
 * same character for character: a test compares the two on thousands of generated texts.
 */

type Tag = 'p' | 'strong' | 'em' | 'br';
type TextNode = { text: string };
type ElementNode = { tag: Tag; children: HtmlNode[] };
type HtmlNode = TextNode | ElementNode;

const TAG = /<(?:(\/?)(p|b|strong|i|em)|(br)\s*\/?)>/iy;
const TAG_NAMES: Record<string, Tag> = { p: 'p', b: 'strong', strong: 'strong', i: 'em', em: 'em' };
/** Characters Turndown's parser or its `\s` would read otherwise than this file does. */
const UNSUPPORTED_TEXT = /[&\0\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

const isText = (node: HtmlNode): node is TextNode => 'text' in node;

/** The nodes of `html`, or undefined when it is not the simple HTML read here. */
function parse(html: string): HtmlNode[] | undefined {
  // The root stands for Turndown's <x-turndown> wrapper; its tag is never read.
  const root: ElementNode = { tag: 'p', children: [] };
  const open: ElementNode[] = [root];
  let at = 0;
  while (at < html.length) {
    const next = html.indexOf('<', at);
    const end = next < 0 ? html.length : next;
    if (end > at) {
      const text = html.slice(at, end);
      if (UNSUPPORTED_TEXT.test(text)) return undefined;
      open.at(-1)!.children.push({ text });
    }
    if (next < 0) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(html);
    if (!tag) return undefined;
    at = TAG.lastIndex;
    const parent = open.at(-1)!;
    if (tag[3]) {
      parent.children.push({ tag: 'br', children: [] });
      continue;
    }
    const name = TAG_NAMES[tag[2]!.toLowerCase()]!;
    if (tag[1]) {
      // A closing tag closes the element open last, and only that one.
      if (open.length === 1 || parent.tag !== name) return undefined;
      open.pop();
      continue;
    }
    // Paragraphs only at the top; bold and italics hold text and line breaks.
    const depth = open.length - 1;
    const allowed = name === 'p' ? depth === 0 : depth === 0 || (depth === 1 && parent.tag === 'p');
    if (!allowed) return undefined;
    const element: ElementNode = { tag: name, children: [] };
    parent.children.push(element);
    open.push(element);
  }
  return open.length === 1 ? root.children : undefined;
}

/**
 * Turndown's collapseWhitespace: runs of white space become one space, trimmed at blocks. Its walk
 * meets an element on the way in and, when it has children, again on the way out.
 */
function collapseWhitespace(nodes: HtmlNode[]): HtmlNode[] {
  let prevText: TextNode | undefined;
  let prevTextSiblings: HtmlNode[] = [];
  let keepLeadingWs = false;
  const meet = (element: ElementNode) => {
    if (element.tag === 'p' || element.tag === 'br') {
      if (prevText) prevText.text = prevText.text.replace(/ $/, '');
      prevText = undefined;
      keepLeadingWs = false;
    } else if (prevText) {
      keepLeadingWs = false;
    }
  };
  const walk = (children: HtmlNode[]): HtmlNode[] => {
    const kept: HtmlNode[] = [];
    for (const node of children) {
      if (isText(node)) {
        let text = node.text.replace(/[ \r\n\t]+/g, ' ');
        if ((!prevText || prevText.text.endsWith(' ')) && !keepLeadingWs && text[0] === ' ') {
          text = text.slice(1);
        }
        if (!text) continue;
        node.text = text;
        prevText = node;
        prevTextSiblings = kept;
        kept.push(node);
        continue;
      }
      meet(node);
      kept.push(node);
      if (node.children.length === 0) continue;
      node.children = walk(node.children);
      meet(node);
    }
    return kept;
  };
  const kept = walk(nodes);
  const last = prevText as TextNode | undefined;
  if (last) {
    last.text = last.text.replace(/ $/, '');
    if (!last.text) prevTextSiblings.splice(prevTextSiblings.indexOf(last), 1);
  }
  return kept;
}

const textContent = (node: HtmlNode): string =>
  isText(node) ? node.text : node.children.map(textContent).join('');

/** Turndown's edgeWhitespace. */
function edgeWhitespace(text: string) {
  const match = /^(([ \t\r\n]*)(\s*))(?:(?=\S)[\s\S]*\S)?((\s*?)([ \t\r\n]*))$/.exec(text)!;
  return {
    leading: match[1]!,
    leadingAscii: match[2]!,
    leadingNonAscii: match[3]!,
    trailing: match[4]!,
    trailingNonAscii: match[5]!,
    trailingAscii: match[6]!,
  };
}

/** Turndown's isFlankedByWhitespace. */
function isFlankedByWhitespace(sibling: HtmlNode | undefined, side: RegExp) {
  if (!sibling) return false;
  if (isText(sibling)) return side.test(sibling.text);
  return sibling.tag !== 'p' && side.test(textContent(sibling));
}

/** Turndown's flankingWhitespace of `siblings[index]`, an inline element. */
function flankingWhitespace(siblings: HtmlNode[], index: number) {
  const edges = edgeWhitespace(textContent(siblings[index]!));
  const leading =
    edges.leadingAscii && isFlankedByWhitespace(siblings[index - 1], / $/)
      ? edges.leadingNonAscii
      : edges.leading;
  const trailing =
    edges.trailingAscii && isFlankedByWhitespace(siblings[index + 1], /^ /)
      ? edges.trailingNonAscii
      : edges.trailing;
  return { leading, trailing };
}

const trimLeadingNewlines = (text: string) => text.replace(/^\n*/, '');
function trimTrailingNewlines(text: string) {
  let end = text.length;
  while (end > 0 && text[end - 1] === '\n') end -= 1;
  return text.slice(0, end);
}

/** Turndown's join: the replacement after the output with at most two newlines between. */
function join(output: string[], replacement: string) {
  const tail = output.pop() ?? '';
  const s1 = trimTrailingNewlines(tail);
  const s2 = trimLeadingNewlines(replacement);
  const newlines = Math.max(tail.length - s1.length, replacement.length - s2.length);
  const separator = '\n\n'.substring(0, newlines);
  if (s1) output.push(s1);
  if (separator) output.push(separator);
  if (s2) output.push(s2);
}

const hasLineBreak = (node: ElementNode): boolean =>
  node.children.some((child) => !isText(child) && (child.tag === 'br' || hasLineBreak(child)));

function replacement(siblings: HtmlNode[], index: number, escape: (text: string) => string) {
  const node = siblings[index] as ElementNode;
  if (node.tag === 'br') return '  \n';
  let content = process(node.children, escape).join('');
  const blank = /^\s*$/.test(textContent(node)) && !hasLineBreak(node);
  if (node.tag === 'p') return blank ? '\n\n' : `\n\n${content}\n\n`;
  const { leading, trailing } = flankingWhitespace(siblings, index);
  if (leading || trailing) content = content.trim();
  const delimiter = node.tag === 'strong' ? '**' : '*';
  const converted = blank || !content.trim() ? '' : delimiter + content + delimiter;
  return leading + converted + trailing;
}

/** Turndown's process. */
function process(nodes: HtmlNode[], escape: (text: string) => string): string[] {
  const output: string[] = [];
  nodes.forEach((node, index) =>
    join(output, isText(node) ? escape(node.text) : replacement(nodes, index, escape)),
  );
  return output;
}

/**
 * The Markdown Turndown (with `escape`, its escaping of Markdown characters in text) makes of
 * `html`, or undefined when `html` is more than text, paragraphs, bold, italics and line breaks.
 */
export function simpleHtmlToMarkdown(
  html: string,
  escape: (text: string) => string,
): string | undefined {
  if (html === '') return '';
  const nodes = parse(html);
  if (!nodes) return undefined;
  const output = process(collapseWhitespace(nodes), escape);
  // postProcess: the reference-link rule's append (empty here), then the trims.
  join(output, '');
  // Turndown's /[\t\r\n\s]+$/ is trimEnd, which never rescans a long run of white space.
  return output
    .join('')
    .replace(/^[\t\r\n]+/, '')
    .trimEnd();
}
