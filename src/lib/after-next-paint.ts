/** How long to wait for a frame before running anyway (a hidden tab draws none). */
export const AFTER_PAINT_FALLBACK_MS = 100;

/**
 * Runs `run` once the frame being prepared has been painted: a task queued from the next
 * animation frame runs right after that frame's paint. A hidden tab draws no frames, so a timer
 * runs it anyway after `AFTER_PAINT_FALLBACK_MS`. Runs once, whichever comes first.
 */
export function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, AFTER_PAINT_FALLBACK_MS);
  requestAnimationFrame(() => setTimeout(once, 0));
}
