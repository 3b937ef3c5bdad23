import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../../api/api-error';
import { attemptQuery } from '../../../../api/attempts';
import { useQueryClient } from '@tanstack/react-query';
import { clockOffsetMs } from './countdown';
import { rememberAttempt, storedAttempt, type AttemptSnapshot } from './attempt-store';

/**
 * The attempt from the server (remembered on this device with the clock offset), or, when the
 * server cannot be reached, as this device last saw it: a reload offline still shows the attempt.
 */
export function useOpenAttempt(attemptId: number | null) {
  const queryClient = useQueryClient();
  return useQuery<AttemptSnapshot>({
    queryKey: ['open-attempt', attemptId],
    enabled: attemptId !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    queryFn: async () => {
      const id = attemptId ?? 0;
      try {
        const sentAt = Date.now();
        const attempt = await queryClient.fetchQuery(attemptQuery(id));
        // Halfway through the round trip is the best guess of when the server read its clock.
        const offsetMs = clockOffsetMs(attempt.server_now, (sentAt + Date.now()) / 2);
        await rememberAttempt(attempt, offsetMs);
        return { attempt, offsetMs };
      } catch (error) {
        if (isApiError(error)) throw error;
        const stored = await storedAttempt(id);
        if (!stored) throw error;
        return stored;
      }
    },
  });
}
