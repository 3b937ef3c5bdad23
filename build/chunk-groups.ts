import { resolve } from 'node:path';
import { FIRST_SCREEN_MODULES } from './first-screens.js';

/**
 * Hand-made chunks for the code the first screens load. Left alone, the bundler splits the
 * framework, MUI and our shared modules into dozens of small chunks, and on a slow connection each
 * costs a round trip (Lighthouse measured /student at 38 requests: LCP 3.5 s; with these groups 19:
 * LCP 2.8 s). Each chunk holds only what its screens share, so neither first screen loads the
 * other's code:
 *   - framework: package modules both the sign-in and the student's first screen load (React, the
 *     router, TanStack Query, emotion, the MUI parts both use…);
 *   - sign-in: the package modules only the sign-in screen adds;
 *   - signed-in: the package modules only the signed-in screens add (the shell's and the home
 *     screen's MUI components; the teacher's home loads this chunk too, and its forms apart);
 *   - app, signed-in-app: our own shared modules, the same split (the screens' modules themselves
 *     keep their chunks, which the server preloads by name).
 * Membership follows the import graph, not package names: a module only a lazy screen imports
 * stays with that screen instead of weighing on first paint. `npm run bench:size` shows the effect.
 */

type ModuleInfo = { importedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null };

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = resolve(ROOT, 'src/main.tsx');
const fromRoot = (paths: readonly string[]) => paths.map((path) => resolve(ROOT, path));
const SIGN_IN_ROOTS = [ENTRY, ...fromRoot(FIRST_SCREEN_MODULES.login)];
const SIGNED_IN_ROOTS = [ENTRY, ...fromRoot(FIRST_SCREEN_MODULES.student)];
/** The screens' own modules keep their chunks: the server preloads them by name. */
const SCREEN_ROOTS = new Set([ENTRY, ...fromRoot(Object.values(FIRST_SCREEN_MODULES).flat())]);

/**
 * Modules the import graph reaches that tree-shaking then drops from the first screens: whole-library
 * barrels we import a few names through, and MUI's opt-in high-contrast helper, which
 * `@mui/material/styles` exports and which imports every input's classes (and through them
 * InputBase). Followed, they put about 10 kB of unused components into the framework chunk.
 */
const NOT_FOLLOWED = [
  /[\\/]@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.mjs$/,
  /[\\/]@mui[\\/]material[\\/]utils[\\/]index\.mjs$/,
  /[\\/]@mui[\\/]system[\\/]index\.mjs$/,
];

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** The modules `roots` import statically, recursively (themselves included). */
function staticImports(context: ChunkingContext, roots: readonly string[]) {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || NOT_FOLLOWED.some((pattern) => pattern.test(id))) continue;
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
    debugName: 'first screens: packages',
    priority: 2,
    test: isPackage,
    name: (id: string, context: ChunkingContext) => {
      const { signIn, signedIn } = firstScreenModules(context);
      if (signIn.has(id) && signedIn.has(id)) return 'framework';
      if (signIn.has(id)) return 'sign-in';
      return signedIn.has(id) ? 'signed-in' : null;
    },
  },
  {
    debugName: 'first screens: app code',
    priority: 1,
    test: (id: string) => !isPackage(id) && !SCREEN_ROOTS.has(id),
    name: (id: string, context: ChunkingContext) => {
      const { signIn, signedIn } = firstScreenModules(context);
      if (signIn.has(id) && signedIn.has(id)) return 'app';
      return signedIn.has(id) ? 'signed-in-app' : null;
    },
  },
];
