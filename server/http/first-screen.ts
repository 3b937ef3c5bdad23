import type { FirstScreenAssets } from '../../build/first-screens';
import type { ScreenPreloads } from '../../build/route-preloads';
import { shellOf } from './screen-shells';

/**
 * What a page request paints before any JavaScript has run: a shell of the first screen inside
 * #root (React replaces it when it renders), and preloads of the chunks that screen needs.
 */

/** The screen an lms launch (`/?auth=`) lands on: the student's home. */
export const LMS_LANDING_SCREEN = 'student-home';

const STATIC_SEGMENT = /^[^:*]/;

/** A screen's pattern as a regular expression over a pathname, and how specific it is. */
function compile(screen: ScreenPreloads) {
  const segments = screen.pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return {
    screen,
    regex: new RegExp(`^${source || '/'}/?$`, 'i'),
    staticSegments: segments.filter((segment) => STATIC_SEGMENT.test(segment)).length,
  };
}

/**
 * Which screen of the route tree an address opens (build/route-preloads.ts lists them): the
 * pattern with the most fixed segments among those that match, as the router ranks them. An lms
 * launch (`/?auth=`) lands on the student's home.
 */
export function screenMatcher(screens: readonly ScreenPreloads[]) {
  const compiled = screens.map(compile);
  const byName = new Map(screens.map((screen) => [screen.name, screen]));
  return (url: string): ScreenPreloads | null => {
    const { pathname, searchParams } = new URL(url, 'http://app');
    if (pathname === '/' && searchParams.has('auth')) return byName.get(LMS_LANDING_SCREEN) ?? null;
    let best: (typeof compiled)[number] | null = null;
    for (const candidate of compiled) {
      if (!candidate.regex.test(pathname)) continue;
      if (!best || candidate.staticSegments > best.staticSegments) best = candidate;
    }
    return best?.screen ?? null;
  };
}

/** index.html for a screen: its shell in #root and `<link rel="modulepreload">` per chunk. */
export function pageFor(
  indexHtml: string,
  screen: ScreenPreloads | null,
  assets: FirstScreenAssets | null,
) {
  const links = (screen?.preloads ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // The student's home is where an lms launch lands (see screenMatcher).
  const early =
    screen?.name === LMS_LANDING_SCREEN && assets
      ? `<script>${assets.earlyLmsScript}</script>`
      : '';
  // The colour mode is read before the shell is drawn, so a dark choice never flashes light.
  const colorMode = assets ? `<script>${assets.colorModeScript}</script>` : '';
  const style = assets ? `<style>\n${assets.style}\n</style>` : '';
  return indexHtml
    .replace('</head>', `${colorMode}${style}${links}${early}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shellOf(screen?.name ?? null)}</div>`);
}
