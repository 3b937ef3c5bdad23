import { createBrowserRouter } from 'react-router';
import { firstRoutes } from './routing/first-routes';
import { patchLaterRoutes } from './routing/patch-later-routes';

/** The app's router: the first screens' routes, the others added on the navigation that needs them. */
export const createAppRouter = () =>
  createBrowserRouter(firstRoutes, { patchRoutesOnNavigation: patchLaterRoutes });
