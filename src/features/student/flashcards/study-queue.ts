import type {
  FlashcardCardState,
  FlashcardSessionMode,
  FlashcardStudyCard,
} from '../../../../contract/flashcard-reviews';
import { LEARN_AHEAD_MS } from '../../../../contract/study-timing';
import type { RatingValue } from './scheduling-preview';

export type Rated = { flashcardId: number; rating: RatingValue; dueAt: string | null };

export type StudyState = {
  queue: FlashcardStudyCard[];
  flipped: boolean;
  rated: Rated[];
  /** What undo restores, newest last. */
  history: { queue: FlashcardStudyCard[]; reviewId: string; flashcardId: number }[];
};

export const initialStudyState = (cards: FlashcardStudyCard[]): StudyState => ({
  queue: cards,
  flipped: false,
  rated: [],
  history: [],
});

export const flip = (state: StudyState): StudyState =>
  state.queue.length === 0 ? state : { ...state, flipped: !state.flipped };

/**
 * The session after rating the current card. Review: the card takes its new schedule and comes
 * back at the end of the queue when due within LEARN_AHEAD_MS. Cram: Again sends it to the end,
 * any other rating lets it go; no schedule changes.
 */
export function rateCurrent(
  state: StudyState,
  mode: FlashcardSessionMode,
  rating: RatingValue,
  next: FlashcardCardState | null,
  now: Date,
  reviewId: string,
): StudyState {
  const [current, ...rest] = state.queue;
  if (!current || !state.flipped) return state;
  const comesBack =
    mode === 'cram'
      ? rating === 1
      : next !== null && Date.parse(next.due_at) - now.getTime() <= LEARN_AHEAD_MS;
  const updated = mode === 'cram' ? current : { ...current, schedule: next };
  return {
    queue: comesBack ? [...rest, updated] : rest,
    flipped: false,
    rated: [...state.rated, { flashcardId: current.id, rating, dueAt: next?.due_at ?? null }],
    history: [...state.history, { queue: state.queue, reviewId, flashcardId: current.id }],
  };
}

/** The session before the last rating: that card is back in front, showing its front. */
export function undoLast(state: StudyState): StudyState {
  const last = state.history.at(-1);
  if (!last) return state;
  return {
    queue: last.queue,
    flipped: false,
    rated: state.rated.slice(0, -1),
    history: state.history.slice(0, -1),
  };
}

export type SessionSummary = {
  reviewed: number;
  /** Ratings other than Again, as a share of all ratings (0–1); null with none. */
  correctShare: number | null;
  /** The earliest next review among the cards rated, and the deck's own next due. */
  nextDueAt: string | null;
};

export function summarise(state: StudyState, deckNextDueAt: string | null): SessionSummary {
  const reviewed = state.rated.length;
  const correct = state.rated.filter((entry) => entry.rating > 1).length;
  // A card rated twice (learning steps) counts with its latest schedule.
  const latest = new Map(state.rated.map((entry) => [entry.flashcardId, entry.dueAt]));
  const dues = [deckNextDueAt, ...latest.values()].filter((due): due is string => due !== null);
  const nextDueAt =
    dues.length === 0 ? null : dues.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
  return { reviewed, correctShare: reviewed === 0 ? null : correct / reviewed, nextDueAt };
}
