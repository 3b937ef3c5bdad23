import { useCallback, useState } from 'react';

/**
 * Whether the element given to `ref` has shown on screen yet: false until any part of it is in
 * the viewport, then true for good. Where the browser has no IntersectionObserver it is true at
 * once. For parts below the fold that cost much to draw (charts): what nobody scrolls to is
 * never drawn, and the page's load does not pay for it.
 */
export function useOnScreen<T extends Element>() {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || shown) return;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setShown(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [shown],
  );
  return { ref, shown };
}
