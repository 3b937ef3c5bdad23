import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ClassSummary, RoleEntry } from '../../../../contract';
import { createQueryClient } from '../../../../src/api/query-client';
import { AppProviders } from '../../../../src/app/providers';
import { useAuthStore } from '../../../../src/lib/session/auth-store';

/** Renders routes in a memory router with the app's real providers (theme, query client, toasts). */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

/** Signs a user in as far as the stores are concerned (what the AuthProvider does after sign-in). */
export function signInAs(me: { id: number; name: string; roles: RoleEntry[] }) {
  useAuthStore
    .getState()
    .setUser({ email: `${me.name.toLowerCase().replace(/\W+/g, '.')}@example.test`, ...me });
}

export const aClass = (overrides: Partial<ClassSummary> = {}): ClassSummary => ({
  id: 1,
  name: 'Private Pilot Ground School',
  description: 'Everything for the FAA private pilot knowledge test.',
  archived: false,
  topic_count: 6,
  question_count: 60,
  flashcard_count: 40,
  student_count: 5,
  my_roles: [1],
  ...overrides,
});

/** A promise the test settles when it wants the server to answer. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
