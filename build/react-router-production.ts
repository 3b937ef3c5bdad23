import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const productionFile = (file: string) =>
  resolve(ROOT, 'node_modules/react-router/dist/production', file);

/** `react-router` and `react-router/dom` as the production files. */
export const REACT_ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: productionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
];

/**
 * react-router 7 exports only its development build, with its development warnings on; production
 * builds take the production files it ships beside them (0.6 kB less before first paint;
 * github.com/remix-run/react-router/issues/14102). The dev server keeps the warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'groundschool:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: REACT_ROUTER_PRODUCTION_ALIASES } }),
  };
}
