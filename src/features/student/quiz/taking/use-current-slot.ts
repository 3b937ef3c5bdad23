import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { afterNextPaint } from '../../../../lib/after-next-paint';

/**
 * The question on screen: the address's `?q=` when it names one of the slots, else the first.
 * `go` shows another at once, with the address updated in place after the paint (no router
 * navigation, so nothing waits) so that a reload comes back to it. `currentRef` follows `go` without waiting for
 * a render, so keys pressed faster than React renders act on the question on screen.
 */
export function useCurrentSlot(slots: readonly number[]) {
  const [search] = useSearchParams();
  const [current, setCurrent] = useState(() => {
    const requested = Number(search.get('q'));
    return slots.includes(requested) ? requested : (slots[0] ?? 1);
  });
  const currentRef = useRef(current);

  const go = useCallback((slot: number) => {
    currentRef.current = slot;
    setCurrent(slot);
    // Rewriting the address costs the browser a few ms on a phone: after the new question shows.
    afterNextPaint(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('q', String(currentRef.current));
      window.history.replaceState(window.history.state, '', url);
    });
  }, []);

  return { current, currentRef, go };
}
