/**
 * Runs work the first screen does not need once the page has loaded and the browser is idle, so it
 * never delays the first paint.
 */
export function afterFirstPaint(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(run, { timeout: 3000 });
    } else {
      setTimeout(run, 1);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
