import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS } from '../../../../src/lib/after-next-paint';
import {
  answerOutbox,
  pendingAnswers,
} from '../../../../src/features/student/quiz/taking/answer-outbox';
import { useAttemptAnswers } from '../../../../src/features/student/quiz/taking/use-attempt-answers';
import { api } from '../../helpers/api-handlers';
import { server } from '../../msw-server';
import { anOpenAttempt } from './attempt-builders';

const savesReceived = () => {
  const bodies: unknown[] = [];
  server.use(
    http.put(api('attemptAnswer'), async ({ request, params }) => {
      bodies.push({
        attempt: Number(params.attemptId),
        slot: Number(params.slot),
        ...((await request.json()) as object),
      });
      return HttpResponse.json({
        slot: Number(params.slot),
        client_seq: 1,
        saved_at: '',
        applied: true,
      });
    }),
  );
  return bodies;
};

/** The answers of attempt `id` with fake timers and frames, and a spy on the outbox's enqueue. */
function withFakeFrames(id: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  savesReceived();
  const enqueue = vi.spyOn(answerOutbox(), 'enqueue');
  const { result } = renderHook(() => useAttemptAnswers(anOpenAttempt({ id })));
  return { result, enqueue };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the answers of an open attempt', () => {
  it('queues each change once, even when React runs updates twice (Strict Mode)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    savesReceived();
    const enqueue = vi.spyOn(answerOutbox(), 'enqueue');
    const { result } = renderHook(() => useAttemptAnswers(anOpenAttempt({ id: 21 })), {
      reactStrictMode: true,
    });
    act(() => result.current.choose(1, 12, false));
    act(() => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS));
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith('21:1:1', {
      attemptId: 21,
      slot: 1,
      choiceIds: [12],
      flagged: false,
      clientSeq: 1,
    });
  });

  it('writes a change to the outbox only once the frame showing it is painted', () => {
    const { result, enqueue } = withFakeFrames(25);
    act(() => result.current.choose(1, 12, false));
    expect(enqueue).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(enqueue).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(enqueue).toHaveBeenCalledTimes(1);
  });

  it('counts a change as waiting (not saved) before it is written to the outbox', () => {
    const { result } = withFakeFrames(26);
    const before = pendingAnswers.get();
    act(() => result.current.choose(1, 12, false));
    expect(pendingAnswers.get()).toBe(before + 1);
    act(() => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS));
  });

  it('writes a change to the outbox at once when the page is left', () => {
    const { result, enqueue } = withFakeFrames(27);
    act(() => result.current.choose(1, 12, false));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(enqueue).toHaveBeenCalledWith('27:1:1', expect.objectContaining({ attemptId: 27 }));
    act(() => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS));
  });

  it('numbers changes made faster than React renders one after another', () => {
    savesReceived();
    const { result } = renderHook(() => useAttemptAnswers(anOpenAttempt({ id: 22 })));
    act(() => {
      result.current.choose(1, 11, false);
      result.current.toggleFlag(1);
      result.current.choose(2, 22, false);
    });
    expect([...result.current.latest().values()]).toEqual([
      { slot: 1, choiceIds: [11], flagged: true, clientSeq: 2 },
      { slot: 2, choiceIds: [22], flagged: false, clientSeq: 3 },
    ]);
  });

  it('sends each change to the server as the API names it', async () => {
    const bodies = savesReceived();
    const { result } = renderHook(() => useAttemptAnswers(anOpenAttempt({ id: 23 })));
    act(() => result.current.choose(2, 21, false));
    await waitFor(() =>
      expect(bodies).toContainEqual({
        attempt: 23,
        slot: 2,
        choice_ids: [21],
        client_seq: 1,
        flagged: false,
      }),
    );
  });

  it('brings back an answer still waiting on this device from before a reload', async () => {
    server.use(http.put(api('attemptAnswer'), () => HttpResponse.error()));
    await answerOutbox().enqueue('24:2:5', {
      attemptId: 24,
      slot: 2,
      choiceIds: [22],
      flagged: true,
      clientSeq: 5,
    });
    const { result } = renderHook(() => useAttemptAnswers(anOpenAttempt({ id: 24 })));
    await waitFor(() =>
      expect(result.current.latest().get(2)).toMatchObject({
        slot: 2,
        choiceIds: [22],
        flagged: true,
        clientSeq: 5,
      }),
    );
    await answerOutbox().remove('24:2:5');
  });
});
