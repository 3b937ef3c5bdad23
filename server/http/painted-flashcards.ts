import type { FlashcardSession } from '../../contract/flashcard-reviews';
import { lightMarkdown } from '../../contract/light-markdown';
import type { MissedQuestionCounts } from '../../contract/missed-questions';
import { escapeHtml } from './escape-html';
import { markdownHtml, missedDueHtml, paintedButton as button } from './painted-parts';
import { UNDO } from './shell-icons';
import { FLASHCARD_KEYS_HINT, sessionProgress } from '../../contract/study-texts';

export type PaintedFlashcardsData = {
  session: FlashcardSession;
  className: string;
  missed: MissedQuestionCounts;
  /** A topic's deck (titled "Topic flashcards") or the class's ("Flashcards"). */
  topicDeck: boolean;
};

/**
 * A flashcard session in review as the server paints it before any JavaScript: the page's title,
 * the study modes, the missed questions due (when some are), the progress and the first card's
 * front, laid out as the app draws them (src/features/student/flashcards/, styled by
 * build/painted-style.ts) so nothing moves when the app takes over. Nothing in it responds: the
 * app replaces it whole. `null` when the app would first draw something else (no card to study,
 * a card with a picture, or Markdown the light reader leaves to the full pipeline).
 */
export function paintedFlashcards({
  session,
  className,
  missed,
  topicDeck,
}: PaintedFlashcardsData): string | null {
  const card = session.cards[0];
  if (session.mode !== 'review' || !card || card.figure_hash !== null) return null;
  const front = lightMarkdown(card.front);
  if (!front) return null;
  const modes = ['Review due', 'Cram deck', 'Cram misses'].map(
    (label, index) =>
      `<button type="button" class="gs-f-mode${index === 0 ? ' gs-f-selected' : ''}" disabled>${label}</button>`,
  );
  return [
    `<p class="gs-overline">${escapeHtml(className)}</p>`,
    `<h1 class="gs-f-title">${topicDeck ? 'Topic flashcards' : 'Flashcards'}</h1>`,
    `<div class="gs-f-modes" role="group" aria-label="Study mode">${modes.join('')}</div>`,
    missed.due > 0 ? missedDueHtml(missed, 'gs-f-missed') : '',
    '<div class="gs-f-session"><div class="gs-f-progress"><div class="gs-grow">',
    `<p class="gs-body2">${sessionProgress(true, 0, session.cards.length)}</p><span class="gs-f-bar"></span></div>`,
    `${button('gs-text gs-disabled', 'Undo', UNDO)}</div>`,
    '<section class="gs-paper gs-f-card" aria-label="Card, front"><p class="gs-f-front-label">Front</p>',
    `<div class="gs-f-front">${markdownHtml(front)}</div></section>`,
    button('gs-contained gs-f-show', 'Show answer'),
    `<span class="gs-f-keys">${FLASHCARD_KEYS_HINT}</span>`,
    '</div>',
  ].join('');
}
