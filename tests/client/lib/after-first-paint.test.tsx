import { act, renderHook } from '@testing-library/react';
import { forgetFirstPaint, useAfterFirstPaint } from '../../../src/lib/after-first-paint';

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    forgetFirstPaint();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is false until the page has loaded and the browser is idle', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { result } = renderHook(() => useAfterFirstPaint());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(false);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('is true at once for a part mounted after the first paint (another layout’s app bar)', async () => {
    const first = renderHook(() => useAfterFirstPaint());
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(first.result.current).toBe(true);

    const later = renderHook(() => useAfterFirstPaint());
    expect(later.result.current).toBe(true);
  });
});
