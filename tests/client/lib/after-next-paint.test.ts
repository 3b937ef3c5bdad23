import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from '../../../src/lib/after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('runs in the task after the next frame, not before', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // the fake clock puts a timer set inside a frame 1 ms on
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no frame comes (a hidden tab), once', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once when both the frame and the fallback come', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
