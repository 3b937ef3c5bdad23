import type { FirstScreen, FirstScreenAssets } from '../../build/first-screens';

/**
 * What a page request paints before any JavaScript has run: a shell of the first screen inside
 * #root (React replaces it when it renders), and preloads of the chunks that screen needs.
 */

/** Which first screen an address opens. An lms launch (`/?auth=`) lands on the student's home. */
export function firstScreenOf(url: string): FirstScreen | null {
  const { pathname, searchParams } = new URL(url, 'http://app');
  if (pathname === '/login') return 'login';
  if (pathname.startsWith('/student') || (pathname === '/' && searchParams.has('auth'))) {
    return 'student';
  }
  if (pathname.startsWith('/teacher')) return 'teacher';
  return null;
}

const LOGIN_SHELL = `<div class="gs-shell gs-shell-login"><div class="gs-shell-column"><div class="gs-shell-brand">Groundschool</div><div class="gs-shell-card"><h1>Welcome to Groundschool</h1><p>Ground school for pilots: quizzes, flashcards and mock exams for your class.</p></div></div></div>`;

const appShell = (title: string) =>
  `<div class="gs-shell"><div class="gs-shell-bar">Groundschool</div><div class="gs-shell-main" aria-busy="true">${title ? `<h1 style="font-size:1.5rem;margin:0 0 8px">${title}</h1>` : ''}<div class="gs-shell-line" style="width:220px"></div><div class="gs-shell-line" style="width:320px;height:120px;border-radius:12px;margin-top:24px"></div></div></div>`;

const SHELLS: Record<FirstScreen, string> = {
  login: LOGIN_SHELL,
  student: appShell('My classes'),
  teacher: appShell(''),
};

/** index.html for a first screen: its shell in #root and `<link rel="modulepreload">` per chunk. */
export function pageFor(
  indexHtml: string,
  screen: FirstScreen | null,
  preloads: string[],
  assets: FirstScreenAssets | null,
) {
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const shell = screen ? SHELLS[screen] : appShell('');
  // The student's home is where an lms launch lands (see firstScreenOf).
  const early = screen === 'student' && assets ? `<script>${assets.earlyLmsScript}</script>` : '';
  // The colour mode is read before the shell is drawn, so a dark choice never flashes light.
  const colorMode = assets ? `<script>${assets.colorModeScript}</script>` : '';
  const style = assets ? `<style>\n${assets.style}\n</style>` : '';
  return indexHtml
    .replace('</head>', `${colorMode}${style}${links}${early}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}
