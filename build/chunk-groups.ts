import { resolve } from 'node:path';
import { FIRST_SCREEN_MODULES } from './first-screens.js';

/**
 * Two hand-made chunks for the libraries the first screens load. Left alone, the bundler splits
 * the framework and MUI into dozens of small shared chunks, and on a slow connection each costs a
 * round trip (Lighthouse measured /student at 38 requests: LCP 3.5 s; with these groups 19: LCP
 * 2.8 s).
 *   - framework: every package module the sign-in screen loads before it paints (React, the
 *     router, TanStack Query, emotion, the MUI parts it uses…);
 *   - signed-in: the package modules the student's first screen adds (the shell's and the home
 *     screen's MUI components; the teacher's home loads this chunk too, and its forms apart).
 * Membership follows the import graph, not package names: a module only a lazy screen imports
 * stays with that screen instead of weighing on first paint. `npm run bench:size` shows the effect.
 */

type ModuleInfo = { importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null };

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = resolve(ROOT, 'src/main.tsx');
const fromRoot = (paths: readonly string[]) => paths.map((path) => resolve(ROOT, path));
const SIGN_IN_ROOTS = [ENTRY, ...fromRoot(FIRST_SCREEN_MODULES.login)];
const SIGNED_IN_ROOTS = [...SIGN_IN_ROOTS, ...fromRoot(FIRST_SCREEN_MODULES.student)];

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** The modules `roots` import statically, recursively (themselves included). */
function staticImports(context: ChunkingContext, roots: readonly string[]) {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The first screens' module sets, worked out once per build (one chunking context each). */
const firstScreens = new WeakMap<ChunkingContext, { signIn: Set<string>; signedIn: Set<string> }>();
function firstScreenModules(context: ChunkingContext) {
  let sets = firstScreens.get(context);
  if (!sets) {
    const signIn = staticImports(context, SIGN_IN_ROOTS);
    const signedIn = staticImports(context, SIGNED_IN_ROOTS);
    sets = { signIn, signedIn };
    firstScreens.set(context, sets);
  }
  return sets;
}

export const CHUNK_GROUPS = [
  {
    debugName: 'first screens',
    test: isPackage,
    name: (id: string, context: ChunkingContext) => {
      const { signIn, signedIn } = firstScreenModules(context);
      if (signIn.has(id)) return 'framework';
      return signedIn.has(id) ? 'signed-in' : null;
    },
  },
];
