import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassScoreSync } from '../../contract/lti-grades';
import { apiPath } from '../../contract/paths';
import { apiFetch } from './http-client';

/** While a score waits to be sent, its state is asked again this often. */
export const SCORE_SYNC_REFRESH_MS = 10_000;

export const scoreSyncKeys = {
  class: (classId: number) => ['lti-scores', classId] as const,
};

/** `GET /classes/:classId/lti/scores` (teachers): each student's scores on their way to the gradebook. */
export const useClassScoreSync = (classId: number) =>
  useQuery({
    queryKey: scoreSyncKeys.class(classId),
    queryFn: ({ signal }) =>
      apiFetch<ClassScoreSync>(apiPath('classScoreSync', { classId }), { signal }),
    refetchInterval: (query) =>
      query.state.data?.scores.some((score) => score.state === 'waiting')
        ? SCORE_SYNC_REFRESH_MS
        : false,
  });

/** Sends a score to the gradebook again, now. */
export function useResendScore(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scoreId: number) =>
      apiFetch<void>(apiPath('classScoreResend', { classId, scoreId }), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoreSyncKeys.class(classId) }),
  });
}
