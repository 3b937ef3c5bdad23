import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../../api/api-error';
import { attemptQuery } from '../../../../api/attempts';
import { takenRoundTrip } from '../../../../api/early-responses';
import { apiUrl } from '../../../../api/http-client';
import { apiPath } from '../../../../../contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '../../../../lib/after-next-paint';
import { clockOffsetMs } from './countdown';
import { rememberAttempt, storedAttempt, type AttemptSnapshot } from './attempt-store';

/**
 * The attempt from the server (remembered on this device with the clock offset, once shown), or,
 * when the server cannot be reached, as this device last saw it: a reload offline still shows the
 * attempt. Fetched again whenever the tab regains focus.
 */
export function useOpenAttempt(attemptId: number | null) {
  const queryClient = useQueryClient();
  return useQuery<AttemptSnapshot>({
    queryKey: ['open-attempt', attemptId],
    enabled: attemptId !== null,
    staleTime: Infinity,
    gcTime: 0,
    // Back in this tab: fetched again, so answers given in another tab show (the page merges them
    // with its own, see useAttemptAnswers), and an attempt submitted there shows its result.
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: false,
    retry: false,
    queryFn: async () => {
      const id = attemptId ?? 0;
      try {
        const sentAt = Date.now();
        const attempt = await queryClient.fetchQuery({ ...attemptQuery(id), staleTime: 0 });
        // Halfway through the round trip is the best guess of when the server read its clock; an
        // answer the page asked for before the app ran went out and came back earlier than this.
        const early = takenRoundTrip(apiUrl(apiPath('attempt', { attemptId: id })));
        const trip = { sentAt, receivedAt: Date.now(), ...early };
        const offsetMs = clockOffsetMs(
          attempt.server_now,
          (trip.sentAt + (trip.receivedAt ?? Date.now())) / 2,
        );
        // Kept on the device once the attempt is on screen: opening IndexedDB (a first open creates
        // the database) would hold up the page's first paint of the question.
        afterNextPaint(() => void rememberAttempt(attempt, offsetMs).catch(() => {}));
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
