import type { LightDocument, LightInline } from '../../contract/light-markdown';
import { escapeHtml } from './escape-html';

/**
 * What the server's painted screens share (server/http/painted-quiz.ts, painted-flashcards.ts),
 * styled by build/shell-style.ts as the app's MUI parts look.
 */

/**
 * A button as the app draws it (`kind`: its variant and colour classes), disabled: nothing on a
 * painted page responds until the app replaces it, and a disabled control tells a screen reader so.
 */
export const paintedButton = (kind: string, label: string, icon = '') =>
  `<button type="button" class="gs-button ${kind}" disabled>${icon}${label}</button>`;

function inlineHtml(node: LightInline): string {
  if (typeof node === 'string') return escapeHtml(node);
  switch (node.tag) {
    case 'br':
      return '<br>';
    case 'code':
      return `<code>${escapeHtml(node.text)}</code>`;
    case 'strong':
    case 'em':
      return `<${node.tag}>${node.children.map(inlineHtml).join('')}</${node.tag}>`;
  }
}

/** A light Markdown document as the elements the app draws for it: paragraphs a newline apart. */
export const markdownHtml = (document: LightDocument) =>
  document.map((paragraph) => `<p>${paragraph.map(inlineHtml).join('')}</p>`).join('\n');
