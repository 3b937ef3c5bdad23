import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MissedAnswerBody,
  MissedAnswerResult,
  MissedQuestionSession,
} from '../../contract/missed-questions';
import { apiPath } from '../../contract/paths';
import { apiFetch } from './http-client';

export const missedQuestionKeys = {
  all: ['missed-questions'] as const,
  session: (classId: number) => ['missed-questions', 'session', classId] as const,
  counts: (classId: number) => ['missed-questions', 'counts', classId] as const,
};

/** `GET /classes/:classId/missed-questions` itself (the review screen keeps it for offline use). */
export const fetchMissedSession = (classId: number, signal?: AbortSignal) =>
  apiFetch<MissedQuestionSession>(apiPath('missedQuestions', { classId }), { signal });

/** The viewer's missed-question counts in the class (class home, daily review). */
export const missedCountsQuery = (classId: number) =>
  queryOptions({
    queryKey: missedQuestionKeys.counts(classId),
    queryFn: ({ signal }) => fetchMissedSession(classId, signal).then((session) => session.counts),
  });

export const useMissedCounts = (classId: number, enabled = true) =>
  useQuery({ ...missedCountsQuery(classId), enabled });

/** `POST /classes/:classId/missed-questions/:questionId/answers`: graded by the server. */
export const sendMissedAnswer = (classId: number, questionId: number, body: MissedAnswerBody) =>
  apiFetch<MissedAnswerResult>(apiPath('missedQuestionAnswers', { classId, questionId }), {
    method: 'POST',
    body,
  });
