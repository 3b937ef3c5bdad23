import { sendFlashcardReview, sendFlashcardUndo } from '../../../api/flashcard-reviews';
import { showErrorToast } from '../../../lib/toasts';
import { classifyApiFailure, createOutbox, type Outbox } from '../../../lib/outbox';

export type ReviewOutboxPayload =
  | { kind: 'review'; flashcardId: number; rating: 1 | 2 | 3 | 4; durationMs: number }
  | { kind: 'undo'; flashcardId: number; reviewId: string };

export const DROPPED_RATING_MESSAGE = 'A flashcard rating could not be saved and was discarded.';

let outbox: Outbox<ReviewOutboxPayload> | null = null;
let pending = 0;
const listeners = new Set<() => void>();

/** Subscribes to the number of ratings waiting to be sent (for useSyncExternalStore). */
export const pendingRatings = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => pending,
};

/** The one outbox of flashcard ratings (queue 'flashcard-reviews'), started on first use. */
export function reviewOutbox(): Outbox<ReviewOutboxPayload> {
  if (outbox) return outbox;
  outbox = createOutbox<ReviewOutboxPayload>({
    name: 'flashcard-reviews',
    send: async ({ id, payload }) => {
      if (payload.kind === 'review') {
        await sendFlashcardReview(payload.flashcardId, {
          rating: payload.rating,
          review_id: id,
          duration_ms: payload.durationMs,
        });
      } else {
        await sendFlashcardUndo(payload.flashcardId, payload.reviewId);
      }
    },
    classify: classifyApiFailure,
    onDrop: () => void showErrorToast(DROPPED_RATING_MESSAGE),
    onPendingChange: (count) => {
      pending = count;
      for (const listener of listeners) listener();
    },
  });
  outbox.start();
  return outbox;
}
