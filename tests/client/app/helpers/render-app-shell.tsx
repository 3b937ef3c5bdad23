import { render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../../src/api/query-client';
import { AppProviders } from '../../../../src/app/providers';
import { routes } from '../../../../src/app/route-tree';

/**
 * Renders the real app (route tree, lazy screens, layouts, providers) at `path`. Use with
 * `vi.mock('@logto/react', () => import('../helpers/logto-mock'))`.
 */
export function renderAppShell(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
