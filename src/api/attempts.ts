import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  StartAttemptBody,
  AnswerFeedback,
  AttemptHistoryItem,
  AttemptResult,
  AttemptReview,
  AttemptView,
  ClassQuizList,
  ReviewFilter,
  SaveAnswerBody,
  SaveAnswerResult,
  SubmitAttemptBody,
} from '../../contract/attempts';
import { apiPath } from '../../contract/paths';
import { ErrorCode } from '../../contract/error-codes';
import { apiFetch } from './http-client';
import { QUIZ_PAGE_META } from './query-client';

export const attemptKeys = {
  classQuizzes: (classId: number) => ['class-quizzes', classId] as const,
  attempt: (attemptId: number) => ['attempt', attemptId] as const,
  result: (attemptId: number) => ['attempt', attemptId, 'result'] as const,
  review: (attemptId: number, filter: ReviewFilter) =>
    ['attempt', attemptId, 'review', filter] as const,
  history: (classId: number, userId: number) => ['attempt-history', classId, userId] as const,
};

/** `GET /classes/:classId/quizzes`: the quizzes a student may take, with their attempts. */
export const classQuizListQuery = (classId: number) =>
  queryOptions({
    queryKey: attemptKeys.classQuizzes(classId),
    queryFn: ({ signal }) =>
      apiFetch<ClassQuizList>(apiPath('classQuizList', { classId }), { signal }),
  });
export const useClassQuizList = (classId: number) => useQuery(classQuizListQuery(classId));

export const attemptQuery = (attemptId: number) =>
  queryOptions({
    queryKey: attemptKeys.attempt(attemptId),
    queryFn: ({ signal }) => apiFetch<AttemptView>(apiPath('attempt', { attemptId }), { signal }),
    // The quiz page owns the answers once it has the attempt: fetched again only when it asks
    // (on regaining focus, merging with its own), never by TanStack's triggers under the student.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: QUIZ_PAGE_META,
  });

export const attemptResultQuery = (attemptId: number) =>
  queryOptions({
    queryKey: attemptKeys.result(attemptId),
    queryFn: ({ signal }) =>
      apiFetch<AttemptResult>(apiPath('attemptResult', { attemptId }), { signal }),
  });
export const useAttemptResult = (attemptId: number | null) =>
  useQuery({ ...attemptResultQuery(attemptId ?? 0), enabled: attemptId !== null });

export const attemptReviewQuery = (attemptId: number, filter: ReviewFilter) =>
  queryOptions({
    queryKey: attemptKeys.review(attemptId, filter),
    queryFn: ({ signal }) =>
      apiFetch<AttemptReview>(apiPath('attemptReview', { attemptId }), {
        query: { filter },
        signal,
      }),
  });
export const useAttemptReview = (attemptId: number | null, filter: ReviewFilter) =>
  useQuery({ ...attemptReviewQuery(attemptId ?? 0, filter), enabled: attemptId !== null });

export const attemptHistoryQuery = (classId: number, userId: number) =>
  queryOptions({
    queryKey: attemptKeys.history(classId, userId),
    queryFn: ({ signal }) =>
      apiFetch<AttemptHistoryItem[]>(apiPath('studentAttempts', { classId, userId }), { signal }),
  });

/** `POST /quizzes/:quizId/attempts`: start, or resume the open attempt. */
export const startAttempt = (quizId: number, body: StartAttemptBody = {}) =>
  apiFetch<AttemptView>(apiPath('quizAttempts', { quizId }), {
    method: 'POST',
    body,
    // The quiz page asks whether to replace the other drill.
    shownByCaller: [ErrorCode.OTHER_DRILL_OPEN],
  });

export const saveAnswer = (attemptId: number, slot: number, body: SaveAnswerBody) =>
  apiFetch<SaveAnswerResult>(apiPath('attemptAnswer', { attemptId, slot }), {
    method: 'PUT',
    body,
  });

export const lockAnswer = (attemptId: number, slot: number) =>
  apiFetch<AnswerFeedback>(apiPath('attemptAnswerLock', { attemptId, slot }), { method: 'POST' });

export const submitAttempt = (attemptId: number, body: SubmitAttemptBody) =>
  apiFetch<AttemptResult>(apiPath('attemptSubmit', { attemptId }), { method: 'POST', body });
