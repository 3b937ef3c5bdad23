// Loaded up front so the lazy SDK chunk resolves at once under fake timers (mock @logto/react first).
import '../../../src/features/auth/logto-connector';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { TOASTER_PROPS } from '../../../src/lib/toasts';
import { createQueryClient } from '../../../src/api/query-client';
import { routes } from '../../../src/app/route-tree';
import { ImpersonationBanner, RequireAuth } from '../../../src/features/auth';
import { LoginPage } from '../../../src/features/auth/login-page';
import { CallbackPage, LoggedInPage } from '../../../src/features/auth/sign-in-pages';
import { isValidElement, type ComponentType } from 'react';

function Screen({ title }: { title: string }) {
  return (
    <main>
      <ImpersonationBanner />
      <h1>{title}</h1>
    </main>
  );
}

/** Headings of the stand-in screens the tests look for; other screens show their route name. */
const SCREEN_TITLES: Record<string, string> = {
  'student-home': 'Student home',
  'teacher-home': 'Teacher home',
  'student-quiz': 'Quiz',
  'student-quiz-result': 'Quiz result',
};

/** The sign-in screens are part of the session flow under test, so they stay real (loaded up front). */
const REAL_SCREENS: Record<string, ComponentType> = {
  login: LoginPage,
  'auth-callback': CallbackPage,
  'logged-in': LoggedInPage,
};

const routeName = (route: RouteObject) =>
  (route.handle as { name?: string } | undefined)?.name ?? null;

/**
 * The app's real route tree (src/app/route-tree.tsx: guards, redirects, names, id checks) with every
 * lazily loaded screen but the sign-in ones replaced by a stand-in heading and every lazy layout by a
 * plain outlet, so the session tests exercise the real routing without loading screens and their data.
 */
export function withStandInScreens(tree: RouteObject[], extra: RouteObject[] = []): RouteObject[] {
  return tree.map((route): RouteObject => {
    const signedInArea = isValidElement(route.element) && route.element.type === RequireAuth;
    const children = route.children
      ? [...withStandInScreens(route.children, extra), ...(signedInArea ? extra : [])]
      : undefined;
    if (!route.lazy) return { ...route, ...(children ? { children } : {}) } as RouteObject;
    const { lazy: _lazy, ...rest } = route;
    const name = routeName(route);
    const RealScreen = name ? REAL_SCREENS[name] : undefined;
    if (RealScreen) return { ...rest, Component: RealScreen } as RouteObject;
    const element = name ? <Screen title={SCREEN_TITLES[name] ?? name} /> : <Outlet />;
    return { ...rest, element, ...(children ? { children } : {}) } as RouteObject;
  });
}

/**
 * Renders the query client, toaster and the app's real routes (stand-in screens) at `path`; `extra`
 * routes join the signed-in area.
 */
export function renderApp(path: string, extra: RouteObject[] = []) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const router = createBrowserRouter(withStandInScreens(routes, extra));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster {...TOASTER_PROPS} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Lets pending promises, MSW answers and React updates settle under fake timers. */
export async function settle(ms = 0) {
  const { act } = await import('@testing-library/react');
  const { vi } = await import('vitest');
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms > 0 && i === 0 ? ms : 0);
    });
  }
}
