import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../../../src/lib/use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('gives the new value only once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: 'h' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 'ha' });
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('ha');
  });
});
