import { useEffect, useState } from 'react';

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

/** Set once the page's first paint is done: later mounts (another layout's app bar) need not wait. */
let firstPaintDone = false;
/** Counts `forgetFirstPaint` calls: a wait begun before one does not mark the new page painted. */
let page = 0;

/** For tests: back to a page that has not painted yet. */
export const forgetFirstPaint = () => {
  firstPaintDone = false;
  page += 1;
};

/** Resolves once the page's first paint is done (at once when it is). */
export function firstPaint(): Promise<void> {
  if (firstPaintDone) return Promise.resolve();
  const waitingPage = page;
  return new Promise((resolve) =>
    afterFirstPaint(() => {
      if (waitingPage === page) firstPaintDone = true;
      resolve();
    }),
  );
}

/**
 * False until the first paint is done (see afterFirstPaint): a part of the page that waits for it
 * (and a lazy one, its code) is not fetched and rendered in the same turns as the first screen.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => {
    if (painted) return;
    let mounted = true;
    void firstPaint().then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, [painted]);
  return painted;
}
