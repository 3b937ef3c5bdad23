import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { storedAttempt } from '../../../../src/features/student/quiz/taking/attempt-store';
import { useOpenAttempt } from '../../../../src/features/student/quiz/taking/use-open-attempt';
import { api } from '../../helpers/api-handlers';
import { apiUrl } from '../../../../src/api/http-client';
import { apiPath } from '../../../../contract/paths';
import { server } from '../../msw-server';
import { anOpenAttempt } from './attempt-builders';

/** What waits for the next paint, run when the test says the frame is painted. */
const afterPaint = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../../../src/lib/after-next-paint', () => ({
  afterNextPaint: (run: () => void) => afterPaint.push(run),
}));

const withClient = () => {
  const client = new QueryClient();
  return function Providers({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
};

describe('the open attempt', () => {
  it('is shown without waiting for the device to keep it, and kept once painted', async () => {
    const attempt = anOpenAttempt({ id: 91 });
    server.use(http.get(api('attempt'), () => HttpResponse.json(attempt)));
    const { result } = renderHook(() => useOpenAttempt(91), { wrapper: withClient() });
    await waitFor(() => expect(result.current.data?.attempt.id).toBe(91));
    expect(await storedAttempt(91)).toBeUndefined();

    for (const run of afterPaint.splice(0)) run();
    await waitFor(async () => expect((await storedAttempt(91))?.attempt.id).toBe(91));
  });

  it("places the server's clock at the round trip of an answer the page asked for before the app ran", async () => {
    // The page's early request went out and came back 20 s before the app took its answer (a
    // slow phone): the countdown must not gain those 20 s.
    const now = Date.now();
    const attempt = anOpenAttempt({ id: 92, server_now: new Date(now - 20_000).toISOString() });
    const url = apiUrl(apiPath('attempt', { attemptId: 92 }));
    window.__gsEarly = { [url]: Promise.resolve(HttpResponse.json(attempt)) };
    window.__gsEarlyTrips = { [url]: { sentAt: now - 20_100, receivedAt: now - 19_900 } };
    const { result } = renderHook(() => useOpenAttempt(92), { wrapper: withClient() });
    await waitFor(() => expect(result.current.data?.attempt.id).toBe(92));
    expect(Math.abs(result.current.data?.offsetMs ?? Infinity)).toBeLessThan(1_000);
  });
});
