import { vi } from 'vitest';

/** A MediaQueryList whose `matches` the test decides; jsdom has none (MUI and toasts ask it). */
const mediaQueryList = (query: string, matches: boolean): MediaQueryList => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

/** Every media query answers `matches(query)` until `vi.unstubAllGlobals()`. */
export const stubMatchMedia = (matches: (query: string) => boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => mediaQueryList(query, matches(query)));

/** The default for every client test (see setup.ts): no media query matches. */
export function installDefaultMatchMedia() {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) => mediaQueryList(query, false);
  }
}
