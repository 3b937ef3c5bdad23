import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS } from '../../../../src/lib/after-next-paint';
import { useCurrentSlot } from '../../../../src/features/student/quiz/taking/use-current-slot';

const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe('the question on screen', () => {
  // go() rewrites the address after the paint: with fake timers, no real timer outlives the file.
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('is the one the address names, when the attempt has it', () => {
    const { result } = renderHook(() => useCurrentSlot([4, 5, 6]), { wrapper: at('/quiz?q=5') });
    expect(result.current.store.getState().current).toBe(5);
  });

  it('is the first one otherwise', () => {
    const { result } = renderHook(() => useCurrentSlot([4, 5, 6]), { wrapper: at('/quiz?q=9') });
    expect(result.current.store.getState().current).toBe(4);
  });

  it('changes at once', () => {
    const { result } = renderHook(() => useCurrentSlot([4, 5, 6]), { wrapper: at('/quiz') });
    act(() => result.current.go(6));
    expect(result.current.currentRef.current).toBe(6);
    expect(result.current.store.getState().current).toBe(6);
  });

  it('is kept by the address for a reload, written once the new question is painted', () => {
    window.history.replaceState(null, '', '/quiz');
    const { result } = renderHook(() => useCurrentSlot([4, 5, 6]), { wrapper: at('/quiz') });
    act(() => result.current.go(6));
    expect(new URL(window.location.href).searchParams.get('q')).toBeNull();
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(new URL(window.location.href).searchParams.get('q')).toBe('6');
  });
});
