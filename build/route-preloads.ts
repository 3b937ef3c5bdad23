import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PRELOADS_FILE } from './first-screens.js';
import { routeScreens, screenNames, type ModuleExports, type TreeRoute } from './route-screens.js';

/** A screen of the route tree and the chunks its first paint needs beyond the entry's. */
export type ScreenPreloads = { pattern: string; name: string; preloads: string[] };
export type RoutePreloads = { screens: ScreenPreloads[] };

/** The files that hold the route tree (their lazy imports are the screens' modules). */
const isRoutingFile = (module: string) =>
  module === 'src/app/route-tree.tsx' || module.startsWith('src/app/routing/');
/** The routes the app starts with; the others join the tree from this module on a navigation. */
const FIRST_ROUTES = '/src/app/routing/first-routes.tsx';
const LATER_ROUTES = 'src/app/routing/later-routes.tsx';

/** A chunk and every chunk it imports statically, recursively (file names). */
function staticClosure(bundle: Rolldown.OutputBundle, file: string, seen = new Set<string>()) {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The route tree as the app builds it, loaded in Node through Vite (as server-side rendering
 * would), with the modules its lazy routes can load, and the names of the screens the app starts
 * with (the others need the later routes' module first).
 */
async function loadRouteTree(root: string, mode: string, candidates: readonly string[]) {
  // Loaded when a build runs, not when vite.config is read.
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { routes } = (await server.ssrLoadModule('/src/app/route-tree.tsx')) as {
      routes: TreeRoute[];
    };
    const { firstRoutes } = (await server.ssrLoadModule(FIRST_ROUTES)) as {
      firstRoutes: TreeRoute[];
    };
    const loaded: ModuleExports = [];
    for (const id of candidates) loaded.push({ id, exports: await server.ssrLoadModule(id) });
    return { screens: await routeScreens(routes, loaded, root), first: screenNames(firstRoutes) };
  } finally {
    await server.close();
  }
}

/**
 * Writes route-preloads.json: for each screen of the route tree (src/app/route-tree.tsx), the
 * chunks its lazy route modules (its layouts and its page) need that the entry does not already
 * load, so the server names them in `<link rel="modulepreload">` of that address's page and the
 * browser fetches them with the entry instead of in a second wave after it has run.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'groundschool:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const candidates = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (!isRoutingFile(relative(root, id))) continue;
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          candidates.add(lazy);
        }
      }
      const fileOf = (module: string) =>
        chunks.find(
          (chunk) => chunk.facadeModuleId && relative(root, chunk.facadeModuleId) === module,
        )?.fileName;
      const tree = await loadRouteTree(root, mode, [...candidates]);
      const screens = tree.screens.map(({ pattern, name, modules }): ScreenPreloads => {
        const files = new Set<string>();
        for (const module of tree.first.has(name) ? modules : [LATER_ROUTES, ...modules]) {
          const file = fileOf(module);
          if (!file) this.error(`${module} (a lazy route of ${name}) is no chunk of the build`);
          staticClosure(bundle, file, files);
        }
        return { pattern, name, preloads: [...files].filter((file) => !loadedByEntry.has(file)) };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify({ screens } satisfies RoutePreloads, null, 2),
      });
    },
  };
}
