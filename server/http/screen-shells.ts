/**
 * The shells the server paints in #root before the app's code has run (build/shell-style.ts styles
 * them): each has the layout of its screen as React first draws it, so nothing moves when the app
 * takes over.
 */

const LOGIN_SHELL = `<div class="gs-shell gs-shell-login"><div class="gs-shell-column"><div class="gs-shell-brand">Groundschool</div><div class="gs-shell-card"><h1>Welcome to Groundschool</h1><p>Ground school for pilots: quizzes, flashcards and mock exams for your class.</p></div></div></div>`;

const appShell = (title: string) =>
  `<div class="gs-shell"><div class="gs-shell-bar">Groundschool</div><div class="gs-shell-main" aria-busy="true">${title ? `<h1 style="font-size:1.5rem;margin:0 0 8px">${title}</h1>` : ''}<div class="gs-shell-line" style="width:220px"></div><div class="gs-shell-line" style="width:320px;height:120px;border-radius:12px;margin-top:24px"></div></div></div>`;

const SHELLS: Record<string, string> = {
  login: LOGIN_SHELL,
  'student-home': appShell('My classes'),
};

/** The shell of the screen named `name` (a route name of src/app/route-tree.tsx), or the app bar's. */
export const shellOf = (name: string | null) => (name && SHELLS[name]) ?? appShell('');
