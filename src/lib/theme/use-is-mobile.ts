import { useSyncExternalStore } from 'react';
import { BREAKPOINT_VALUES, MOBILE_BELOW } from './breakpoints';

// MUI's `breakpoints.down(key)` query: below the key's width, 0.05 px short of it. A plain
// matchMedia subscription: MUI's useMediaQuery would add a module to every first screen.
const MOBILE_QUERY = `(max-width:${BREAKPOINT_VALUES[MOBILE_BELOW] - 0.05}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const matchesMobile = () => window.matchMedia(MOBILE_QUERY).matches;

/** True below the lg breakpoint, where the app uses its mobile layout. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, matchesMobile, () => false);
}
