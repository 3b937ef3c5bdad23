import type { ComponentType } from 'react';

/**
 * A `lazy` route definition that loads a screen's module (its own chunk) and renders one of its
 * named components.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
