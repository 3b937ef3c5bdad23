// Loaded up front so the lazy SDK chunk resolves at once under fake timers (mock @logto/react first).
import '../../../src/features/auth/logto-connector';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { TOASTER_PROPS } from '../../../src/api/error-toasts';
import { createQueryClient } from '../../../src/api/query-client';
import {
  AuthProvider,
  CallbackPage,
  ImpersonationBanner,
  LoggedInPage,
  LoginPage,
  RedirectIfSignedIn,
  RequireAuth,
  RootRedirect,
} from '../../../src/features/auth';

const named = (name: string) => ({ handle: { name } });

function Screen({ title }: { title: string }) {
  return (
    <main>
      <ImpersonationBanner />
      <h1>{title}</h1>
    </main>
  );
}

/** A route tree shaped like the app's (src/app/route-tree.tsx) with stand-in screens. */
export const testRoutes = (extra: RouteObject[] = []): RouteObject[] => [
  {
    path: '/',
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      { path: 'auth/callback', ...named('auth-callback'), element: <CallbackPage /> },
      {
        element: <RedirectIfSignedIn />,
        children: [{ path: 'login', ...named('login'), element: <LoginPage /> }],
      },
      { path: 'logged-in', ...named('logged-in'), element: <LoggedInPage /> },
      {
        element: <RequireAuth />,
        children: [
          { index: true, ...named('root'), element: <RootRedirect /> },
          { path: 'student', ...named('student-home'), element: <Screen title="Student home" /> },
          { path: 'teacher', ...named('teacher-home'), element: <Screen title="Teacher home" /> },
          {
            path: 'student/classes/:classId/quiz/:id',
            ...named('student-quiz'),
            element: <Screen title="Quiz" />,
          },
          {
            path: 'student/classes/:classId/quiz/:id/result',
            ...named('student-quiz-result'),
            element: <Screen title="Quiz result" />,
          },
          ...extra,
        ],
      },
    ],
  },
];

/** Renders the app's providers (query client, router, session, toaster) at `path`. */
export function renderApp(path: string, extra: RouteObject[] = []) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const router = createBrowserRouter(testRoutes(extra));
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
