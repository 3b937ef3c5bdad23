import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCurrentSlot } from '../../../../src/features/student/quiz/taking/use-current-slot';

const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe('the question on screen', () => {
  it('is the one the address names, when the attempt has it', () => {
    const { result } = renderHook(() => useCurrentSlot([4, 5, 6]), { wrapper: at('/quiz?q=5') });
    expect(result.current.current).toBe(5);
  });

  it('is the first one otherwise', () => {
    const { result } = renderHook(() => useCurrentSlot([4, 5, 6]), { wrapper: at('/quiz?q=9') });
    expect(result.current.current).toBe(4);
  });

  it('changes at once, and the address keeps it for a reload', () => {
    const { result } = renderHook(() => useCurrentSlot([4, 5, 6]), { wrapper: at('/quiz') });
    act(() => result.current.go(6));
    expect(result.current.currentRef.current).toBe(6);
    expect(result.current.current).toBe(6);
    expect(new URL(window.location.href).searchParams.get('q')).toBe('6');
  });
});
