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
