import type { FirstScreen } from '../../build/first-screens';
import { EARLY_LMS_SCRIPT } from './early-requests';
import { DARK_SHELL_CLASS, SHELL_COLOR_MODE_SCRIPT } from './shell-color-mode';

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

const FONT = `system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif`;

const DARK = DARK_SHELL_CLASS;
/** The app's palettes (src/lib/theme/create-app-theme.ts): light, and dark under the dark class. */
const STYLE = `<style>
body{margin:0}
.gs-shell{min-height:100dvh;background:#f4f6fa;color:#122033;font-family:${FONT};line-height:1.5}
.gs-shell-bar{height:64px;background:#1565c0;color:#fff;display:flex;align-items:center;padding:0 24px;font-weight:700;font-size:20px}
.gs-shell-main{padding:32px 24px;max-width:1200px}
.gs-shell-line{height:14px;border-radius:7px;background:#e3e8f0;margin:10px 0}
.gs-shell-login{display:grid;place-items:center;background:linear-gradient(160deg,#e8f0fb 0%,#f4f6fa 55%,#eef5f6 100%)}
.gs-shell-column{width:100%;max-width:440px;padding:32px 16px;box-sizing:border-box}
.gs-shell-brand{text-align:center;font-weight:700;font-size:20px;margin-bottom:24px}
.gs-shell-card{background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:12px;padding:32px}
.gs-shell-card h1{font-size:1.125rem;font-weight:600;margin:0 0 16px}
.gs-shell-card p{margin:0;color:#4a5a70;line-height:1.5}
.${DARK} body{background:#0b1220}
.${DARK} .gs-shell{background:#0b1220;color:#e6edf7}
.${DARK} .gs-shell-bar{background:#121c2e;color:#e6edf7}
.${DARK} .gs-shell-line{background:#1d2a40}
.${DARK} .gs-shell-login{background:linear-gradient(160deg,#0e1a30 0%,#0b1220 60%,#0b1a1e 100%)}
.${DARK} .gs-shell-card{background:#121c2e;border-color:rgba(230,237,247,.12)}
.${DARK} .gs-shell-card p{color:#a3b1c6}
</style>`;

const LOGIN_SHELL = `<div class="gs-shell gs-shell-login"><div class="gs-shell-column"><div class="gs-shell-brand">Groundschool</div><div class="gs-shell-card"><h1>Welcome to Groundschool</h1><p>Ground school for pilots: quizzes, flashcards and mock exams for your class.</p></div></div></div>`;

const appShell = (title: string) =>
  `<div class="gs-shell"><div class="gs-shell-bar">Groundschool</div><div class="gs-shell-main" aria-busy="true">${title ? `<h1 style="font-size:1.5rem;margin:0 0 8px">${title}</h1>` : ''}<div class="gs-shell-line" style="width:220px"></div><div class="gs-shell-line" style="width:320px;height:120px;border-radius:12px;margin-top:24px"></div></div></div>`;

const SHELLS: Record<FirstScreen, string> = {
  login: LOGIN_SHELL,
  student: appShell('My classes'),
  teacher: appShell(''),
};

/** index.html for a first screen: its shell in #root and `<link rel="modulepreload">` per chunk. */
export function pageFor(indexHtml: string, screen: FirstScreen | null, preloads: string[]) {
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const shell = screen ? SHELLS[screen] : appShell('');
  // The student's home is where an lms launch lands (see firstScreenOf).
  const early = screen === 'student' ? `<script>${EARLY_LMS_SCRIPT}</script>` : '';
  // The colour mode is read before the shell is drawn, so a dark choice never flashes light.
  const colorMode = `<script>${SHELL_COLOR_MODE_SCRIPT}</script>`;
  return indexHtml
    .replace('</head>', `${colorMode}${STYLE}${links}${early}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}
