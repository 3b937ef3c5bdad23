import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FlashcardReviewBody,
  FlashcardSession,
  FlashcardSessionMode,
} from '../../contract/flashcard-reviews';
import { apiPath } from '../../contract/paths';
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
  counts: (classId: number, topicId?: number) => ['flashcard-counts', classId, topicId] as const,
  allCounts: ['flashcard-counts'] as const,
};

/** `GET /classes/:classId/flashcards/session` itself (the study screen keeps it for offline use). */
export const fetchFlashcardSession = (params: SessionParams, signal?: AbortSignal) =>
  apiFetch<FlashcardSession>(apiPath('flashcardSession', { classId: params.classId }), {
    query: {
      mode: params.mode,
      ...(params.topicId === undefined ? {} : { topic: String(params.topicId) }),
      ...(params.onlyAgainToday ? { only: 'again_today' } : {}),
    },
    signal,
  });

/** The due and new-left counts of a deck (the class's, or a topic's). */
export const flashcardCountsQuery = (classId: number, topicId?: number) =>
  queryOptions({
    queryKey: flashcardSessionKeys.counts(classId, topicId),
    queryFn: ({ signal }) =>
      fetchFlashcardSession(
        { classId, mode: 'review', ...(topicId === undefined ? {} : { topicId }) },
        signal,
      ).then((session) => session.counts),
  });

export const useFlashcardCounts = (classId: number, topicId?: number) =>
  useQuery(flashcardCountsQuery(classId, topicId));

/** `POST /flashcards/:flashcardId/reviews` */
export const sendFlashcardReview = (flashcardId: number, body: FlashcardReviewBody) =>
  apiFetch<unknown>(apiPath('flashcardReviews', { flashcardId }), { method: 'POST', body });

/** `DELETE /flashcards/:flashcardId/reviews/:reviewId` */
export const sendFlashcardUndo = (flashcardId: number, reviewId: string) =>
  apiFetch<unknown>(apiPath('flashcardReview', { flashcardId, reviewId }), { method: 'DELETE' });
