/**
 * The lazy route modules each first screen needs before it can paint (see src/app/route-tree.tsx).
 * `npm run bench:size` measures them; the server preloads them (build/route-preloads.ts).
 */
export const FIRST_SCREEN_MODULES = {
  login: ['src/app/layouts/login-layout.tsx', 'src/features/auth/sign-in-pages.ts'],
  student: ['src/app/layouts/default-layout.tsx', 'src/app/screens/student-home-route.tsx'],
  teacher: ['src/app/layouts/default-layout.tsx', 'src/app/screens/teacher-home-route.tsx'],
} as const;

export type FirstScreen = keyof typeof FIRST_SCREEN_MODULES;

/** Where the server writes, beside index.html, which chunks each first screen preloads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * What the server puts in a first screen's page before the app's code (server/http/first-screen.ts),
 * made at build time (build/first-screen-assets.ts) from the theme and typed sources.
 */
export type FirstScreenAssets = {
  /** The shell's stylesheet, from the theme. */
  style: string;
  /** Marks the page dark before the shell is drawn (src/first-screen/color-mode-script.ts). */
  colorModeScript: string;
  /** Starts an lms launch's requests early (src/first-screen/early-lms-script.ts). */
  earlyLmsScript: string;
};

/** Where the build writes them, beside index.html. */
export const FIRST_SCREEN_ASSETS_FILE = 'first-screen.json';
