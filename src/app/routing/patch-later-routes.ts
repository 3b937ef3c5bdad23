import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { LaterRoutes } from './later-routes';

/**
 * Adds the screens beyond the first ones when a navigation needs a route the tree does not have yet
 * (React Router's lazy route discovery); adding them again changes nothing.
 */
export const patchLaterRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { LATER_ROUTES } = await import('./later-routes');
  for (const { into, routes } of LATER_ROUTES) patch(into, routes);
};

/** `routes` with `later` in place: the whole route tree, as the app has it once patched. */
export function withLaterRoutes(routes: RouteObject[], later: LaterRoutes): RouteObject[] {
  return routes.map((route) => {
    const joining = later.flatMap(({ into, routes: more }) => (into === route.id ? more : []));
    if (!route.children && joining.length === 0) return route;
    const children = withLaterRoutes(route.children ?? [], later);
    return { ...route, children: [...children, ...joining] } as RouteObject;
  });
}
