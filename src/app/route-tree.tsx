import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { childPattern, paths, type Routed } from '../lib/paths';
import {
  RedirectIfSignedIn,
  RequireArea,
  RequireAuth,
  RootRedirect,
  type Area,
} from '../features/auth';
import { AppRoot, AppRootFallback } from './app-root';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { idParamsLoader } from './routing/id-params-loader';
import { lazyPage } from './routing/lazy-page';
import { named } from './routing/route-handle';
import {
  studentDefaultLayoutRoutes,
  studentHomeRoute,
  studentFlashcardLayoutRoutes,
  studentQuizLayoutRoutes,
  studentReviewLayoutRoutes,
} from './routing/student-routes';
import { teacherClassDetailRoutes, teacherClassRoutes } from './routing/teacher-routes';

/**
 * A layout route (its own lazy chunk) whose pages render their errors inside the layout, so a
 * bad id or a failed screen keeps the app bar and a way back.
 */
function layout(
  load: () => Promise<{ Component: ComponentType }>,
  children: RouteObject[],
  extra: Omit<RouteObject, 'children' | 'lazy' | 'index'> = {},
): RouteObject {
  return {
    ...extra,
    lazy: load,
    children: [{ errorElement: <RouteErrorPage />, children }],
  };
}

const defaultLayout = lazyPage(
  () => import('./layouts/default-layout'),
  (m) => m.DefaultLayout,
);
const loginLayout = lazyPage(
  () => import('./layouts/login-layout'),
  (m) => m.LoginLayout,
);
const signInPages = () => import('../features/auth/sign-in-pages');

/** Routes kept for the roles that open `area` (one guard per area, spec §2 "which routes each role may open"). */
const onlyFor = (area: Area, children: RouteObject[]): RouteObject => ({
  element: <RequireArea area={area} />,
  children,
});

/** A screen's pattern under the root route. */
const path = (screen: Routed) => childPattern(paths.root, screen);

/** The route tree of spec §2. */
export const routes: RouteObject[] = [
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
              lazy: lazyPage(signInPages, (m) => m.LoginPage),
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
        element: <RequireAuth />,
        children: [
          { index: true, ...named('root'), element: <RootRedirect /> },
          layout(defaultLayout, [
            studentHomeRoute,
            onlyFor('student', studentDefaultLayoutRoutes),
            onlyFor('teacher', [
              {
                path: path(paths.teacher.home),
                ...named('teacher-home'),
                lazy: lazyPage(
                  () => import('./screens/teacher-home-route'),
                  (m) => m.TeacherHomeRoute,
                ),
              },
              {
                // Not a layout: the class's section links above each screen, in the default layout.
                path: path(paths.teacher.class),
                ...named('teacher-class'),
                loader: idParamsLoader,
                lazy: lazyPage(
                  () => import('./layouts/teacher/class-section'),
                  (m) => m.ClassSection,
                ),
                children: teacherClassRoutes,
              },
            ]),
            onlyFor('admin', [
              {
                path: path(paths.admin.coursePlatforms),
                ...named('course-platforms'),
                lazy: lazyPage(
                  () => import('./screens/course-platforms-route'),
                  (m) => m.CoursePlatformsRoute,
                ),
              },
            ]),
          ]),
          onlyFor('student', [
            layout(
              lazyPage(
                () => import('./layouts/flashcard-layout'),
                (m) => m.FlashcardLayout,
              ),
              studentFlashcardLayoutRoutes,
            ),
            layout(
              lazyPage(
                () => import('./layouts/quiz-layout'),
                (m) => m.QuizLayout,
              ),
              studentQuizLayoutRoutes,
            ),
            layout(
              lazyPage(
                () => import('./layouts/review-layout'),
                (m) => m.ReviewLayout,
              ),
              studentReviewLayoutRoutes,
            ),
          ]),
          onlyFor('teacher', [
            layout(
              lazyPage(
                () => import('./layouts/teacher-layout'),
                (m) => m.TeacherLayout,
              ),
              teacherClassDetailRoutes,
            ),
          ]),
          // Every page needs sign-in, so an unknown address does too: signed out it goes to /login
          // (spec §4) instead of flashing the 404 first; signed in it shows 'Page Not Found'.
          { path: '*', ...named('not-found'), element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
