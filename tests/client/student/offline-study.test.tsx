import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FlashcardSession } from '../../../contract/flashcard-reviews';
import { createQueryClient } from '../../../src/api/query-client';
import {
  keepRating,
  loadStudyDeck,
  withRatings,
} from '../../../src/features/student/flashcards/offline-deck';
import { queueRating, reviewOutbox } from '../../../src/features/student/flashcards/review-outbox';
import { previewRatings } from '../../../src/features/student/flashcards/scheduling-preview';
import { useStudyDeck } from '../../../src/features/student/flashcards/use-study-deck';
import { aFlashcardSession, aStudyCard } from '../helpers/flashcard-builders';
import { api } from '../helpers/api-handlers';
import { server } from '../msw-server';

// What waits for the next paint runs at once: these tests are about what is kept, not when.
vi.mock('../../../src/lib/after-next-paint', () => ({
  afterNextPaint: (run: () => void) => run(),
}));

const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const MINUTE = 60_000;
/** Fitted parameters (not FSRS-6's defaults), so the test sees they are the ones used. */
const FITTED = [
  0.3, 1.2, 3.1, 16, 7.1, 0.5, 1.6, 0.01, 1.5, 0.13, 1.0, 1.9, 0.1, 0.3, 2.3, 0.25, 2.9, 0.5, 0.66,
  0.1, 0.2,
];

const session = (cards: FlashcardSession['cards'], overrides: Partial<FlashcardSession> = {}) =>
  aFlashcardSession({
    cards,
    fsrs_parameters: FITTED,
    desired_retention: 0.85,
    server_time: new Date(T0).toISOString(),
    ...overrides,
  });

/** The server's session of class `classId`, as the test sets it; null: the server is out of reach. */
function serverSession(classId: number) {
  const state: { session: FlashcardSession | null } = { session: null };
  server.use(
    http.get(api('flashcardSession', { classId }), () =>
      state.session ? HttpResponse.json(state.session) : HttpResponse.error(),
    ),
  );
  return state;
}

describe('a review session on the device', () => {
  it('schedules a rating the server has not reflected as the server would, with the same parameters', () => {
    const deck = session([aStudyCard(1, 'Vy?', 'Climb rate'), aStudyCard(2, 'Vx?', 'Climb angle')]);
    const ratedAt = new Date(T0 + MINUTE).toISOString();
    const after = withRatings(
      deck,
      [{ id: 'r-1', flashcardId: 1, rating: 3, ratedAt }],
      new Date(T0 + 2 * MINUTE),
    );
    const expected = previewRatings(null, new Date(ratedAt), 0.85, FITTED)[3];
    // Good on a new card: a learning step minutes away, so it comes back in this session, last.
    expect(after.cards.map((card) => card.id)).toEqual([2, 1]);
    expect(after.cards[1]?.schedule).toEqual(expected);
  });

  it('lets a card go once its next review is beyond the session, and leaves cram sessions alone', () => {
    const deck = session([aStudyCard(1, 'Vy?', 'Climb rate'), aStudyCard(2, 'Vx?', 'Climb angle')]);
    const easy = [
      { id: 'r-1', flashcardId: 2, rating: 4 as const, ratedAt: new Date(T0).toISOString() },
    ];
    expect(withRatings(deck, easy, new Date(T0)).cards.map((card) => card.id)).toEqual([1]);
    const cram = { ...deck, mode: 'cram' as const };
    expect(withRatings(cram, easy, new Date(T0))).toBe(cram);
  });
});

describe('a flashcard session offline', () => {
  it('reloaded offline: the session kept on the device, without the cards rated since', async () => {
    const server = serverSession(11);
    server.session = session([
      aStudyCard(1, 'Vy?', 'Climb rate'),
      aStudyCard(2, 'Vx?', 'Climb angle'),
    ]);
    const params = { classId: 11, mode: 'review' as const };
    const online = await loadStudyDeck(params, undefined, () => T0);
    expect(online.offline).toBe(false);
    expect(online.session.cards).toHaveLength(2);

    keepRating(params, {
      id: 'r-easy',
      flashcardId: 1,
      rating: 4,
      ratedAt: new Date(T0 + MINUTE).toISOString(),
    });
    server.session = null;
    const offline = await loadStudyDeck(params, undefined, () => T0 + 2 * MINUTE);
    expect(offline.offline).toBe(true);
    expect(offline.session.cards.map((card) => card.id)).toEqual([2]);
  });

  it('with nothing kept, fails as before', async () => {
    serverSession(12);
    await expect(
      loadStudyDeck({ classId: 12, mode: 'review' }, undefined, () => T0),
    ).rejects.toThrow();
  });

  it('back online: the ratings go first, then the server’s session replaces the device’s', async () => {
    const deckOf = serverSession(13);
    const received: string[] = [];
    let reachable = false;
    server.use(
      http.post(api('flashcardReviews'), async ({ request }) => {
        if (!reachable) return HttpResponse.error();
        received.push(((await request.json()) as { review_id: string }).review_id);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const params = { classId: 13, mode: 'review' as const };
    deckOf.session = session([aStudyCard(5, 'Va?', 'Manoeuvring'), aStudyCard(6, 'Vne?', 'Never')]);
    await loadStudyDeck(params);

    // Offline: a reload shows the kept deck; card 5 is rated Easy on the device.
    deckOf.session = null;
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useStudyDeck(params), { wrapper });
    await waitFor(() => expect(result.current.data?.offline).toBe(true));
    const ratedAt = new Date().toISOString();
    queueRating('r-offline', {
      kind: 'review',
      flashcardId: 5,
      rating: 4,
      durationMs: 900,
      ratedAt,
    });
    keepRating(params, { id: 'r-offline', flashcardId: 5, rating: 4, ratedAt });
    await reviewOutbox().flush();
    expect(received).toEqual([]);

    // The connection returns. The server's session wins: card 6 as it schedules it, and a new card.
    reachable = true;
    const serverSchedule = previewRatings(null, new Date(T0), 0.85, FITTED)[1];
    deckOf.session = session([
      { ...aStudyCard(6, 'Vne?', 'Never'), schedule: serverSchedule },
      aStudyCard(7, 'Vs0?', 'Stall, landing configuration'),
    ]);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.data?.offline).toBe(false));
    expect(received).toEqual(['r-offline']);
    expect(result.current.data?.session.cards).toEqual(deckOf.session.cards);
  });
});
