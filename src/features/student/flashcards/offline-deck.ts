import type { FlashcardSession, FlashcardStudyCard } from '../../../../contract/flashcard-reviews';
import { LEARN_AHEAD_MS } from '../../../../contract/study-timing';
import { apiPath } from '../../../../contract/paths';
import { isClientError } from '../../../api/api-error';
import { fetchFlashcardSession, type SessionParams } from '../../../api/flashcard-reviews';
import { apiUrl } from '../../../api/http-client';
import { afterNextPaint } from '../../../lib/after-next-paint';
import {
  offlineSnapshots,
  type KeptSession,
  type StudySession,
} from '../../../lib/offline-snapshots';
import { ratingsWaiting } from './review-outbox';
import { previewRatings, type RatingValue } from './scheduling-preview';

/** A rating given on this device: `id` is its review id, `ratedAt` the server's time then. */
export type DeckRating = { id: string; flashcardId: number; rating: RatingValue; ratedAt: string };

/** A flashcard session to study (see StudySession). */
export type StudyDeck = StudySession<FlashcardSession>;

const decks = offlineSnapshots<KeptSession<FlashcardSession>, DeckRating>('flashcard-decks');

const deckKey = (params: SessionParams) =>
  JSON.stringify([params.classId, params.topicId ?? null, params.mode, !!params.onlyAgainToday]);

/**
 * The review session after ratings the server has not reflected yet, scheduled on the device as
 * the server would (the same FSRS parameters and retention, at each rating's time): a rated card
 * takes its new schedule and stays, at the end, only when due within LEARN_AHEAD_MS of `now`, as a
 * session loaded again does. Cram sessions change no schedule.
 */
export function withRatings(
  session: FlashcardSession,
  ratings: readonly DeckRating[],
  now: Date,
): FlashcardSession {
  if (session.mode !== 'review' || ratings.length === 0) return session;
  const cards = new Map(session.cards.map((card) => [card.id, card]));
  const rated = new Set<number>();
  for (const { flashcardId, rating, ratedAt } of ratings) {
    const card = cards.get(flashcardId);
    if (!card) continue;
    const next = previewRatings(
      card.schedule,
      new Date(ratedAt),
      session.desired_retention,
      session.fsrs_parameters,
    )[rating];
    cards.set(flashcardId, { ...card, schedule: next });
    rated.add(flashcardId);
  }
  const comesBack = (card: FlashcardStudyCard) =>
    card.schedule !== null && Date.parse(card.schedule.due_at) - now.getTime() <= LEARN_AHEAD_MS;
  const current = session.cards.map((card) => cards.get(card.id) ?? card);
  return {
    ...session,
    cards: [
      ...current.filter((card) => !rated.has(card.id)),
      ...current.filter((card) => rated.has(card.id) && comesBack(card)),
    ],
  };
}

/** The figures of the deck's cards, fetched once so the service worker keeps them for offline. */
function keepFigures(session: FlashcardSession) {
  const hashes = new Set(session.cards.flatMap((card) => card.figure_hash ?? []));
  for (const hash of hashes) void fetch(apiUrl(apiPath('figure', { hash }))).catch(() => {});
}

/**
 * The session from the server, with the ratings still on their way on top, kept on the device
 * (after the paint); when the server cannot be reached, the one kept, with the ratings given since.
 * The server's answer always wins over what the device computed: it is what the next fetch shows.
 */
export async function loadStudyDeck(
  params: SessionParams,
  signal?: AbortSignal,
  clock: () => number = Date.now,
): Promise<StudyDeck> {
  const key = deckKey(params);
  // Read beside the request (the outbox, started here, also counts them for the page).
  const waitingRead = ratingsWaiting().catch(() => []);
  try {
    const session = await fetchFlashcardSession(params, signal);
    const clockOffsetMs = Date.parse(session.server_time) - clock();
    const waiting = session.mode === 'review' ? await waitingRead : [];
    afterNextPaint(() => {
      void decks.remember(key, { session, clockOffsetMs }, waiting).catch(() => {});
      keepFigures(session);
    });
    const now = new Date(clock() + clockOffsetMs);
    return { session: withRatings(session, waiting, now), clockOffsetMs, offline: false };
  } catch (error) {
    if (isClientError(error)) throw error;
    const kept = await decks.read(key);
    if (!kept) throw error;
    const { session, clockOffsetMs } = kept.data;
    const now = new Date(clock() + clockOffsetMs);
    return { session: withRatings(session, kept.done, now), clockOffsetMs, offline: true };
  }
}

/** A rating given in the deck's session, kept with the deck (after the paint). */
export const keepRating = (params: SessionParams, rating: DeckRating) =>
  afterNextPaint(() => void decks.record(deckKey(params), rating).catch(() => {}));

/** A rating taken back. */
export const forgetRating = (params: SessionParams, reviewId: string) =>
  void decks.forget(deckKey(params), reviewId).catch(() => {});
