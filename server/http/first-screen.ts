import { matchTemplate } from '../../contract/path-template';
import type { FirstScreenAssets } from '../../build/first-screens';
import type { ScreenPreloads } from '../../build/route-preloads';
import { shellOf } from './screen-shells';

/**
 * What a page request paints before any JavaScript has run: a shell of the first screen inside
 * #root (React replaces it when it renders), and preloads of the chunks that screen needs.
 */

/** The screen an lms launch (`/?auth=`) lands on: the student's home. */
export const LMS_LANDING_SCREEN = 'student-home';

/** The screens of signing in: nobody is signed in there yet, so nothing is asked for early. */
const SIGN_IN_SCREENS = new Set(['login', 'auth-callback', 'logged-in']);

/** How many fixed (not `:name`) segments a pattern has: the more, the more specific. */
const fixedSegments = (pattern: string) =>
  pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/**
 * Which screen of the route tree an address opens (build/route-preloads.ts lists them): the
 * pattern with the most fixed segments among those that match, as the router ranks them. An lms
 * launch (`/?auth=`) lands on the student's home.
 */
export function screenMatcher(screens: readonly ScreenPreloads[]) {
  const byName = new Map(screens.map((screen) => [screen.name, screen]));
  return (url: string): ScreenPreloads | null => {
    const { pathname, searchParams } = new URL(url, 'http://app');
    if (pathname === '/' && searchParams.has('auth')) return byName.get(LMS_LANDING_SCREEN) ?? null;
    let best: ScreenPreloads | null = null;
    for (const screen of screens) {
      if (!matchTemplate(screen.pattern, pathname)) continue;
      if (!best || fixedSegments(screen.pattern) > fixedSegments(best.pattern)) best = screen;
    }
    return best;
  };
}

/**
 * index.html for a screen: its shell in #root (or `painted`, what the server painted of this
 * request's screen, with its stylesheet) and `<link rel="modulepreload">` per chunk.
 */
export function pageFor(
  indexHtml: string,
  screen: ScreenPreloads | null,
  assets: FirstScreenAssets | null,
  painted?: string,
) {
  const shell = painted ?? shellOf(screen?.name ?? null);
  const links = (screen?.preloads ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // The student's home is where an lms launch lands (see screenMatcher).
  const earlyLms = screen?.name === LMS_LANDING_SCREEN ? assets?.earlyLmsScript : undefined;
  // Any other page needs a signed-in person: a cookie session's requests start before the code.
  const earlySession = SIGN_IN_SCREENS.has(screen?.name ?? '')
    ? undefined
    : assets?.earlySessionScript;
  const early = [earlyLms, earlySession]
    .filter((script): script is string => script !== undefined)
    .map((script) => `<script>${script}</script>`)
    .join('');
  // The colour mode is read before the shell is drawn, so a dark choice never flashes light.
  const colorMode = assets ? `<script>${assets.colorModeScript}</script>` : '';
  const style = assets
    ? `<style>\n${assets.style}${painted ? `\n${assets.paintedStyle}` : ''}\n</style>`
    : '';
  return indexHtml
    .replace('</head>', `${colorMode}${style}${links}${early}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}
