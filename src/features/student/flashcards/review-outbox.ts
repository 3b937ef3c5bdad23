import { sendFlashcardReview, sendFlashcardUndo } from '../../../api/flashcard-reviews';
import { showErrorToast } from '../../../lib/toasts';
import { classifyApiFailure, createOutbox, type Outbox } from '../../../lib/outbox';
import { afterPaintWrites } from '../../../lib/outbox/after-paint-writes';

export type ReviewOutboxPayload =
  | {
      kind: 'review';
      flashcardId: number;
      rating: 1 | 2 | 3 | 4;
      durationMs: number;
      /** The server's time when it was given (for offline schedules, and sent as `reviewed_at`). */
      ratedAt?: string;
    }
  | { kind: 'undo'; flashcardId: number; reviewId: string };

export const DROPPED_RATING_MESSAGE = 'A flashcard rating could not be saved and was discarded.';

let outbox: Outbox<ReviewOutboxPayload> | null = null;

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
          ...(payload.ratedAt === undefined ? {} : { reviewed_at: payload.ratedAt }),
        });
      } else {
        await sendFlashcardUndo(payload.flashcardId, payload.reviewId);
      }
    },
    classify: classifyApiFailure,
    onDrop: () => void showErrorToast(DROPPED_RATING_MESSAGE),
    onPendingChange: (count) => writes.outboxPendingChanged(count),
  });
  outbox.start();
  return outbox;
}

const writes = afterPaintWrites(reviewOutbox);

/**
 * Puts a rating in the outbox once the frame showing the next card has been painted, so that
 * writing to IndexedDB never delays it. It counts as waiting at once.
 */
export const queueRating = (reviewId: string, payload: ReviewOutboxPayload) =>
  writes.queue(reviewId, payload);

/** Takes a rating back: before it is written, out of the outbox if it has not left, else an undo. */
export async function withdrawRating(flashcardId: number, reviewId: string) {
  if (writes.takeBack(reviewId)) return;
  const box = reviewOutbox();
  if (await box.remove(reviewId)) return;
  await box.enqueue(`undo-${reviewId}`, { kind: 'undo', flashcardId, reviewId });
}

/** Sends every rating given so far (written to the outbox first if it was not yet). */
export async function sendRatingsNow() {
  await writes.writeNow();
  await reviewOutbox().flush();
}

/**
 * The ratings not sent yet, oldest first, with the time each was given (for the schedule the
 * device shows until the server has them).
 */
export async function ratingsWaiting() {
  await writes.writeNow();
  const items = await reviewOutbox().waiting();
  return items.flatMap(({ id, payload }) =>
    payload.kind === 'review' && payload.ratedAt !== undefined
      ? [{ id, flashcardId: payload.flashcardId, rating: payload.rating, ratedAt: payload.ratedAt }]
      : [],
  );
}

/** The number of ratings waiting to be sent, also those not on disk yet (useSyncExternalStore). */
export const pendingRatings = writes.pending;
