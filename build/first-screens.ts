/**
 * The lazy route modules of the two first screens that `npm run bench:size` budgets, which the
 * hand-made chunk groups (build/chunk-groups.ts) keep apart. What each screen preloads is not
 * listed here: build/route-preloads.ts derives it from the route tree for every screen.
 */
export const FIRST_SCREEN_MODULES = {
  login: ['src/app/layouts/login-layout.tsx', 'src/features/auth/login-page.tsx'],
  student: ['src/app/layouts/default-layout.tsx', 'src/app/screens/student-home-route.tsx'],
  teacher: ['src/app/layouts/default-layout.tsx', 'src/app/screens/teacher-home-route.tsx'],
} as const;

/**
 * The page modules of the study screens students spend their time on (issue 28 budgets them
 * beside the first screens), whose code build/study-chunk-groups.ts gathers into a few chunks.
 */
export const STUDY_SCREEN_MODULES = {
  'class-home': ['src/features/student/performance/student-performance-page.tsx'],
  quiz: ['src/features/student/quiz/student-quiz-page.tsx'],
  flashcards: [
    'src/features/student/flashcards/student-flashcards-page.tsx',
    'src/features/student/flashcards/student-topic-flashcards-page.tsx',
  ],
} as const;

/** Where the build writes, beside index.html, which chunks each screen preloads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * What the server puts in a first screen's page before the app's code (server/http/first-screen.ts),
 * made at build time (build/first-screen-assets.ts) from the theme and typed sources.
 */
export type FirstScreenAssets = {
  /** The shell's stylesheet, from the theme. */
  style: string;
  /** The stylesheet of a screen painted with a person's data (build/painted-style.ts). */
  paintedStyle: string;
  /** Marks the page dark before the shell is drawn (src/first-screen/color-mode-script.ts). */
  colorModeScript: string;
  /** Starts an lms launch's requests early (src/first-screen/early-lms-script.ts). */
  earlyLmsScript: string;
  /** Starts a cookie session's requests early on a signed-in screen (src/first-screen/early-session-script.ts). */
  earlySessionScript: string;
};

/** Where the build writes them, beside index.html. */
export const FIRST_SCREEN_ASSETS_FILE = 'first-screen.json';
