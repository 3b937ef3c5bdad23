import { relative } from 'node:path';

/** One addressable screen of the route tree: its full pattern, its name and its lazy modules. */
export type RouteScreen = {
  /** The full address pattern (`/student/classes/:classId/performance`). */
  pattern: string;
  /** The route's name (src/app/routing/route-handle.ts). */
  name: string;
  /** The source modules its lazy routes load, outermost (the layout) first, relative to the root. */
  modules: string[];
};

/** What the build reads of a route object of react-router (kept structural: no DOM types here). */
export type TreeRoute = {
  path?: string;
  lazy?: unknown;
  handle?: unknown;
  children?: TreeRoute[];
};

type Lazy = () => Promise<{ Component?: unknown } | undefined>;

const joinPattern = (parent: string, path: string | undefined) => {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

const nameOf = (route: TreeRoute) => (route.handle as { name?: unknown } | undefined)?.name;

/** Every named route with a pattern, and the lazy routes on its way from the root (its layouts). */
function namedRoutes(routes: readonly TreeRoute[], parent = '', lazies: Lazy[] = []) {
  const found: { pattern: string; name: string; lazies: Lazy[] }[] = [];
  for (const route of routes) {
    const pattern = joinPattern(parent, route.path);
    const chain = typeof route.lazy === 'function' ? [...lazies, route.lazy as Lazy] : lazies;
    const name = nameOf(route);
    if (typeof name === 'string' && !pattern.includes('*'))
      found.push({ pattern, name, lazies: chain });
    if (route.children) found.push(...namedRoutes(route.children, pattern, chain));
  }
  return found;
}

/** The names of a route tree's screens (no lazy route is loaded). */
export const screenNames = (routes: readonly TreeRoute[]) =>
  new Set(namedRoutes(routes).map(({ name }) => name));

/** What the route tree's lazy routes can load: each candidate module's exports. */
export type ModuleExports = { id: string; exports: Record<string, unknown> }[];

/**
 * The screens of the route tree (src/app/route-tree.tsx, loaded at build time) with the modules
 * each loads: a lazy route's module is the one among `candidates` (the modules the route tree
 * imports lazily) that exports the component its `lazy()` returns.
 */
export async function routeScreens(
  routes: readonly TreeRoute[],
  candidates: ModuleExports,
  root: string,
): Promise<RouteScreen[]> {
  const moduleOf = new Map<unknown, string>();
  for (const { id, exports } of candidates) {
    for (const value of Object.values(exports)) {
      if (typeof value === 'function' && !moduleOf.has(value)) moduleOf.set(value, id);
    }
  }
  const modulesOfLazy = new Map<Lazy, string>();
  const moduleFor = async (lazy: Lazy) => {
    const known = modulesOfLazy.get(lazy);
    if (known !== undefined) return known;
    const loaded = (await lazy()) ?? {};
    const id = moduleOf.get(loaded.Component);
    if (id === undefined)
      throw new Error('a lazy route loads a module the route tree does not import');
    const module = relative(root, id);
    modulesOfLazy.set(lazy, module);
    return module;
  };
  const screens: RouteScreen[] = [];
  for (const { pattern, name, lazies } of namedRoutes(routes)) {
    const modules: string[] = [];
    for (const lazy of lazies) modules.push(await moduleFor(lazy));
    screens.push({ pattern, name, modules });
  }
  return screens;
}
