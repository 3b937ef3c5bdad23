import { data, type LoaderFunctionArgs } from 'react-router';
import { parseIdParam } from '../../components/routing/route-params';

/**
 * Route loader: every parameter of the route is an entity id and must be a positive integer;
 * anything else is a 404 (spec §2).
 */
export function idParamsLoader({ params }: LoaderFunctionArgs) {
  for (const value of Object.values(params)) {
    if (parseIdParam(value) === null) throw data('Page Not Found', { status: 404 });
  }
  return null;
}
