import type { RouteObject } from 'react-router';
import { firstRoutes } from './routing/first-routes';
import { LATER_ROUTES } from './routing/later-routes';
import { withLaterRoutes } from './routing/patch-later-routes';

/**
 * The route tree of spec §2, whole: the first routes (./routing/first-routes.tsx, what the app starts
 * with) and the screens that join them on a navigation (./routing/later-routes.tsx). The build reads
 * it for each screen's preloads; the app itself never loads it (src/app/router.ts).
 */
export const routes: RouteObject[] = withLaterRoutes(firstRoutes, LATER_ROUTES);
