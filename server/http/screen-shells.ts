import { PAINTED_ATTRIBUTE, type PaintedScreenKind } from '../../contract/painted-screens';
import { ARROW_BACK, TAKEOFF } from './shell-icons';

/**
 * The shells the server paints in #root before the app's code has run (build/shell-style.ts styles
 * them): each has its screen's chrome and the layout of what the screen first draws, so the page
 * does not change shape when the app takes over.
 */

const LOGIN_SHELL = `<div class="gs-shell gs-shell-login"><div class="gs-shell-column"><div class="gs-shell-brand">Groundschool</div><div class="gs-shell-card"><h1>Welcome to Groundschool</h1><p>Ground school for pilots: quizzes, flashcards and mock exams for your class.</p></div></div></div>`;

const APP_BAR = '<div class="gs-shell-bar">Groundschool</div>';

const appShell = (title: string) =>
  `<div class="gs-shell">${APP_BAR}<div class="gs-shell-main" aria-busy="true">${title ? `<h1 style="font-size:1.5rem;margin:0 0 8px">${title}</h1>` : ''}<div class="gs-shell-line" style="width:220px"></div><div class="gs-shell-line" style="width:320px;height:120px;border-radius:12px;margin-top:24px"></div></div></div>`;

const block = (height: number) => `<div class="gs-shell-block" style="height:${height}px"></div>`;

/** The class home's page around `content`; `painted`: the content is the person's own. */
const classHomePage = (content: string, painted?: PaintedScreenKind) =>
  `<div class="gs-shell">${APP_BAR}<div class="gs-shell-page" style="max-width:1280px" aria-busy="true"${painted ? ` ${PAINTED_ATTRIBUTE}="${painted}"` : ''}>${content}</div></div>`;

/** The class home while it loads: its title and the placeholders of its sections. */
const CLASS_HOME_SHELL = classHomePage(
  `<div class="gs-shell-line gs-shell-overline"></div><h1 class="gs-shell-title">Class home</h1><div class="gs-shell-stack">${block(112)}${block(240)}${block(200)}</div>`,
);

/** The class home's first sections, painted with the student's data (painted-class-home.ts). */
export const paintedClassHomeShell = (content: string) => classHomePage(content, 'class-home');

/**
 * A study screen's focused chrome (src/app/layouts/shell/focused-shell.tsx) around its content:
 * the way out, what the screen is for and the product's mark. `painted`: the content is the
 * screen itself, painted with the person's data, which the app shows until its own is drawn
 * (src/components/start-up-shell/start-up-shell.tsx).
 */
const focusedShell = (label: string, maxWidth: number, content: string, painted?: string) =>
  `<div class="gs-shell"><div class="gs-shell-bar gs-shell-focused"><span class="gs-shell-exit">${ARROW_BACK}My classes</span><span class="gs-shell-label">${label}</span><span class="gs-shell-mark">${TAKEOFF}</span><span class="gs-shell-name">Groundschool</span></div><div class="gs-shell-page gs-shell-focused-page" style="max-width:${maxWidth}px" aria-busy="true"${painted ? ` ${PAINTED_ATTRIBUTE}="${painted}"` : ''}>${content}</div></div>`;

/** The screen's title and a placeholder of its content. */
const titled = (title: string, height: number) =>
  `<h1 class="gs-shell-title">${title}</h1><div class="gs-shell-stack">${block(height)}</div>`;

/** A study screen's chrome around what the server painted of it (server/http/painted-screens.ts). */
export const paintedStudyShell = (
  screen: PaintedScreenKind,
  label: string,
  maxWidth: number,
  content: string,
) => focusedShell(label, maxWidth, content, screen);

const QUIZ_SHELL = focusedShell('Quiz', 960, titled('Quiz', 320));
const FLASHCARDS_SHELL = focusedShell('Flashcards', 600, titled('Flashcards', 360));

/** Shells by route name (src/app/route-tree.tsx); a screen without one gets the app bar's. */
const SHELLS: Record<string, string> = {
  login: LOGIN_SHELL,
  'student-home': appShell('My classes'),
  'student-performance': CLASS_HOME_SHELL,
  'student-quiz': QUIZ_SHELL,
  'student-quiz-explanation': QUIZ_SHELL,
  'student-flashcards': FLASHCARDS_SHELL,
  'student-topic-flashcards': FLASHCARDS_SHELL,
};

/** The shell of the screen named `name`, or the app bar's. */
export const shellOf = (name: string | null) => (name && SHELLS[name]) ?? appShell('');
