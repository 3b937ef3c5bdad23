import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
// The guards' own module, not the feature's index: that would bring the signed-in screens' parts
// (the impersonation banner, the current user's hooks) into the sign-in screen's first paint.
import { RedirectIfSignedIn, RequireAuth, RootRedirect } from '../../features/auth/guards';
import { AppRoot, AppRootFallback } from '../app-root';
import { RouteErrorPage } from '../errors/route-error-page';
import { NotFoundPage } from '../errors/not-found-page';
import { lazyPage } from './lazy-page';
import { named } from './route-handle';
import { layout, path } from './route-builders';

/** Where the screens loaded later (./later-routes.tsx) join the route tree. */
export const LATER_ROUTES_INTO = {
  /** The pages of the default layout. */
  defaultLayout: 'default-layout-screens',
  /** The signed-in area, for the other layouts. */
  signedIn: 'signed-in',
} as const;

const defaultLayout = lazyPage(
  () => import('../layouts/default-layout'),
  (m) => m.DefaultLayout,
);
const loginLayout = lazyPage(
  () => import('../layouts/login-layout'),
  (m) => m.LoginLayout,
);
const signInPages = () => import('../../features/auth/sign-in-pages');
const loginPage = () => import('../../features/auth/login-page');

/** The student's home: open to every signed-in user, as a class is joined there. */
const studentHomeRoute: RouteObject = {
  path: path(paths.student.home),
  ...named('student-home'),
  lazy: lazyPage(
    () => import('../screens/student-home-route'),
    (m) => m.StudentHomeRoute,
  ),
};

/**
 * The route tree of spec §2 as the app starts with it: the sign-in screens, the student's home and
 * the guards around every screen. The other screens join it on the first navigation that needs
 * them (src/app/router.ts), so the first screens do not load their definitions;
 * src/app/route-tree.tsx is the whole tree.
 */
export const firstRoutes: RouteObject[] = [
  {
    id: 'root',
    path: paths.root.pattern,
    element: <AppRoot />,
    hydrateFallbackElement: <AppRootFallback />,
    errorElement: <RouteErrorPage standalone />,
    children: [
      layout(loginLayout, [
        {
          path: path(paths.authCallback),
          ...named('auth-callback'),
          lazy: lazyPage(signInPages, (m) => m.CallbackPage),
        },
        {
          element: <RedirectIfSignedIn />,
          children: [
            {
              path: path(paths.login),
              ...named('login'),
              lazy: lazyPage(loginPage, (m) => m.LoginPage),
            },
          ],
        },
        {
          path: path(paths.loggedIn),
          ...named('logged-in'),
          lazy: lazyPage(signInPages, (m) => m.LoggedInPage),
        },
      ]),
      {
        id: LATER_ROUTES_INTO.signedIn,
        element: <RequireAuth />,
        children: [
          { index: true, ...named('root'), element: <RootRedirect /> },
          layout(defaultLayout, [studentHomeRoute], {
            screensId: LATER_ROUTES_INTO.defaultLayout,
          }),
          // Every page needs sign-in, so an unknown address does too: signed out it goes to /login
          // (spec §4) instead of flashing the 404 first; signed in it shows 'Page Not Found'.
          { path: '*', ...named('not-found'), element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
