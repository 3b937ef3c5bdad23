import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { createStore, useStore, type StoreApi } from 'zustand';
import { afterNextPaint } from '../../../../lib/after-next-paint';

/**
 * The question on screen, in a store of its own: what shows it (the question, its navigator
 * button) reads it, so moving on re-renders those and not the page around them.
 */
export type CurrentSlotStore = StoreApi<{ current: number }>;

/** The slot on screen, re-rendering when it changes. */
export const useCurrent = (store: CurrentSlotStore) => useStore(store, (state) => state.current);

/** Whether `slot` is on screen, re-rendering only when that changes. */
export const useIsCurrent = (store: CurrentSlotStore, slot: number) =>
  useStore(store, (state) => state.current === slot);

/**
 * The question on screen: the address's `?q=` when it names one of the slots, else the first.
 * `go` shows another at once, with the address updated in place after the paint (no router
 * navigation, so nothing waits) so that a reload comes back to it. `currentRef` follows `go` without waiting for
 * a render, so keys pressed faster than React renders act on the question on screen.
 */
export function useCurrentSlot(slots: readonly number[]) {
  const [search] = useSearchParams();
  const [store] = useState(() => {
    const requested = Number(search.get('q'));
    const current = slots.includes(requested) ? requested : (slots[0] ?? 1);
    return createStore<{ current: number }>()(() => ({ current }));
  });
  const currentRef = useRef(store.getState().current);

  const go = useCallback(
    (slot: number) => {
      currentRef.current = slot;
      store.setState({ current: slot });
      // Rewriting the address costs the browser a few ms on a phone: after the new question shows.
      afterNextPaint(() => {
        const url = new URL(window.location.href);
        url.searchParams.set('q', String(currentRef.current));
        window.history.replaceState(window.history.state, '', url);
      });
    },
    [store],
  );

  return { store, currentRef, go };
}
