import type { LightDocument, LightInline } from '../../contract/light-markdown';
import type { MissedQuestionCounts } from '../../contract/missed-questions';
import { missedDueCounts, NO_MISSED_QUESTIONS } from '../../contract/study-texts';
import { escapeHtml } from './escape-html';
import { REPLAY } from './shell-icons';

/**
 * What the server's painted screens share (server/http/painted-quiz.ts, painted-flashcards.ts, painted-class-home.ts),
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

/** "Missed questions due" (src/features/student/missed-questions/missed-due-card.tsx). */
export const missedDueHtml = ({ due, queued }: MissedQuestionCounts, extraClass = '') =>
  `<section class="gs-paper gs-missed ${extraClass}" aria-labelledby="missed-due-title">${REPLAY}<div class="gs-grow"><h2 id="missed-due-title" class="gs-h6">Missed questions due</h2><p class="gs-body2">${queued === 0 ? NO_MISSED_QUESTIONS : missedDueCounts(due, queued)}</p></div>${due > 0 ? paintedButton('gs-contained', 'Review missed questions') : ''}</section>`;
