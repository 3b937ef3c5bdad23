import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  flashcardPaths,
  type FlashcardReviewBody,
  type FlashcardSession,
  type FlashcardSessionMode,
} from '../../contract/flashcard-reviews';
import { apiFetch } from './http-client';

export type SessionParams = {
  classId: number;
  topicId?: number;
  mode: FlashcardSessionMode;
  onlyAgainToday?: boolean;
};

export const flashcardSessionKeys = {
  all: ['flashcard-session'] as const,
  session: (params: SessionParams) => ['flashcard-session', params] as const,
};

/** `GET /classes/:classId/flashcards/session`: the cards to study now and the counts. */
export const flashcardSessionQuery = (params: SessionParams) =>
  queryOptions({
    queryKey: flashcardSessionKeys.session(params),
    queryFn: ({ signal }) =>
      apiFetch<FlashcardSession>(flashcardPaths.session(params.classId), {
        query: {
          mode: params.mode,
          ...(params.topicId === undefined ? {} : { topic: String(params.topicId) }),
          ...(params.onlyAgainToday ? { only: 'again_today' } : {}),
        },
        signal,
      }),
    // A session is a snapshot: refetching mid-session would reshuffle the cards under the student.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useFlashcardSession = (params: SessionParams) =>
  useQuery(flashcardSessionQuery(params));

/** `POST /flashcards/:flashcardId/reviews` */
export const sendFlashcardReview = (flashcardId: number, body: FlashcardReviewBody) =>
  apiFetch<unknown>(flashcardPaths.reviews(flashcardId), { method: 'POST', body });

/** `DELETE /flashcards/:flashcardId/reviews/:reviewId` */
export const sendFlashcardUndo = (flashcardId: number, reviewId: string) =>
  apiFetch<unknown>(flashcardPaths.review(flashcardId, reviewId), { method: 'DELETE' });
