import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  pendingRatings,
  queueRating,
  reviewOutbox,
  withdrawRating,
} from '../../../src/features/student/flashcards/review-outbox';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';

/** What waits for the next paint, run when the test says the frame is painted. */
const afterPaint = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../../src/lib/after-next-paint', () => ({
  afterNextPaint: (run: () => void) => afterPaint.push(run),
}));
const paint = () => {
  for (const run of afterPaint.splice(0)) run();
};

/** The rating requests the server received (their review ids; `bodies`: in full). */
function serverRatings(bodies: Record<string, unknown>[] = []) {
  const received: string[] = [];
  server.use(
    http.post(api('flashcardReviews'), async ({ request }) => {
      const body = (await request.json()) as { review_id: string };
      received.push(body.review_id);
      bodies.push(body);
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return received;
}

describe('a flashcard rating', () => {
  it('counts as waiting at once and reaches the outbox only after the next card is painted', async () => {
    const received = serverRatings();
    const box = reviewOutbox();
    queueRating('r-1', { kind: 'review', flashcardId: 7, rating: 3, durationMs: 1200 });
    await Promise.resolve();
    expect(pendingRatings.get()).toBe(1);
    expect(await box.waiting()).toEqual([]);
    expect(received).toEqual([]);

    paint();
    await vi.waitFor(() => expect(received).toEqual(['r-1']));
    await vi.waitFor(() => expect(pendingRatings.get()).toBe(0));
  });

  it('tells the server when it was given, so a rating sent late is scheduled from then', async () => {
    const bodies: Record<string, unknown>[] = [];
    const received = serverRatings(bodies);
    queueRating('r-late', {
      kind: 'review',
      flashcardId: 7,
      rating: 3,
      durationMs: 900,
      ratedAt: '2026-05-04T10:00:00.000Z',
    });
    paint();
    await vi.waitFor(() => expect(received).toContain('r-late'));
    expect(bodies.find((body) => body.review_id === 'r-late')).toMatchObject({
      reviewed_at: '2026-05-04T10:00:00.000Z',
    });
  });

  it('taken back before the paint is never written nor sent', async () => {
    const received = serverRatings();
    queueRating('r-2', { kind: 'review', flashcardId: 7, rating: 1, durationMs: 900 });
    await withdrawRating(7, 'r-2');
    paint();
    await reviewOutbox().flush();
    expect(received).toEqual([]);
    expect(await reviewOutbox().waiting()).toEqual([]);
    expect(pendingRatings.get()).toBe(0);
  });
});
