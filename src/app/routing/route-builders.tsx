import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Area } from '../../features/auth/areas';
import { RequireArea } from '../../features/auth/guards';
import { childPattern, paths, type Routed } from '../../lib/paths';
import { RouteErrorPage } from '../errors/route-error-page';

/**
 * A layout route (its own lazy chunk) whose pages render their errors inside the layout, so a
 * bad id or a failed screen keeps the app bar and a way back. `screensId` names the route that
 * holds the pages, where the screens loaded later join (./later-routes.tsx).
 */
export function layout(
  load: () => Promise<{ Component: ComponentType }>,
  children: RouteObject[],
  {
    screensId,
    ...extra
  }: Omit<RouteObject, 'children' | 'lazy' | 'index'> & { screensId?: string } = {},
): RouteObject {
  return {
    ...extra,
    lazy: load,
    children: [
      { ...(screensId ? { id: screensId } : {}), errorElement: <RouteErrorPage />, children },
    ],
  };
}

/** Routes kept for the roles that open `area` (one guard per area, spec §2 "which routes each role may open"). */
export const onlyFor = (area: Area, children: RouteObject[]): RouteObject => ({
  element: <RequireArea area={area} />,
  children,
});

/** A screen's pattern under the root route. */
export const path = (screen: Routed) => childPattern(paths.root, screen);
