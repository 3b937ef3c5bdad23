import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_SCREEN_MODULES, ROUTE_PRELOADS_FILE, type FirstScreen } from './first-screens.js';

export type RoutePreloads = Record<FirstScreen, string[]>;

/** A chunk and every chunk it imports statically, recursively (file names). */
function staticClosure(bundle: Rolldown.OutputBundle, file: string, seen = new Set<string>()) {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Writes route-preloads.json: for each first screen, the chunks its lazy route modules need that
 * the entry does not already load, so the server can name them in `<link rel="modulepreload">` and
 * the browser fetches them with the entry instead of after it has run.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'groundschool:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const fileOf = (module: string) =>
        chunks.find(
          (chunk) => chunk.facadeModuleId && relative(root, chunk.facadeModuleId) === module,
        )?.fileName;
      const preloads = Object.fromEntries(
        Object.entries(FIRST_SCREEN_MODULES).map(([screen, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const file = fileOf(module);
            if (!file)
              this.error(`${module} is no chunk of the build: update build/first-screens.ts`);
            staticClosure(bundle, file, files);
          }
          return [screen, [...files].filter((file) => !loadedByEntry.has(file))];
        }),
      ) as RoutePreloads;
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
