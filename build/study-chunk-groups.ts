import { basename, extname, resolve, sep } from 'node:path';
import { FIRST_SCREEN_MODULES, STUDY_SCREEN_MODULES } from './first-screens.js';

/**
 * Chunks for the code the study screens (the class home, the quiz page, a flashcard session) load
 * beyond the first screens' chunks (build/chunk-groups.ts, which take precedence). Left alone, the
 * bundler splits it into one small chunk per shared module: the class home preloaded 54 files, the
 * quiz page 41, and on a slow connection each costs a round trip. Here a module goes into one
 * chunk per set of study screens that import it (`study-quiz`, `study-class-home+quiz`…), so
 * each of them loads only code it uses, in at most four files. The page modules themselves, and
 * any module loaded lazily, keep their own chunks (the server preloads a page by name; a lazy
 * module stays out of first paint). So does what the first screens and the study screens load
 * lazily after their paint (the notification bell, the class home's charts…): in a study chunk, it
 * would bring that whole chunk along (the bell to `/student`, the charts a flashcard session's).
 */

type ModuleInfo = {
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
};
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null };

const ROOT = resolve(import.meta.dirname, '..');
const SCREENS = Object.entries(STUDY_SCREEN_MODULES).map(([name, modules]) => ({
  name,
  modules: modules.map((module) => resolve(ROOT, module)),
}));

const FIRST_SCREEN_ROOTS = [
  resolve(ROOT, 'src/main.tsx'),
  ...Object.values(FIRST_SCREEN_MODULES)
    .flat()
    .map((module) => resolve(ROOT, module)),
];
/** The route tree's files: what they import lazily are the screens' own modules. */
const isRouting = (id: string) =>
  id === resolve(ROOT, 'src/app/route-tree.tsx') ||
  id.startsWith(resolve(ROOT, 'src/app/routing') + sep);

/** The modules `roots` import statically, recursively (themselves included). */
function staticClosure(context: ChunkingContext, roots: readonly string[]) {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * What the first screens and the study screens load lazily, other than screens of the route tree
 * (the notification bell, the class home's charts…).
 */
function lazyRoots(context: ChunkingContext) {
  const lazy = new Set<string>();
  const roots = [...FIRST_SCREEN_ROOTS, ...SCREENS.flatMap((screen) => screen.modules)];
  for (const id of staticClosure(context, roots)) {
    for (const loaded of context.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      if (!context.getModuleInfo(loaded)?.dynamicImporters.some(isRouting)) lazy.add(loaded);
    }
  }
  return [...lazy].map((id) => ({ name: `later-${basename(id, extname(id))}`, modules: [id] }));
}

/** Worked out once per build (one chunking context each). */
const laterByContext = new WeakMap<ChunkingContext, Map<string, string>>();

/**
 * The chunk of a part loaded lazily that a study screen also imports statically (the list's error
 * message, which the first screens load after their paint): left to the bundler, it joins that
 * screen's chunk, and loading it on `/student` would bring the whole chunk.
 */
function laterPartChunk(id: string, context: ChunkingContext) {
  let names = laterByContext.get(context);
  if (!names) {
    names = new Map(lazyRoots(context).map((part) => [part.modules[0]!, part.name]));
    laterByContext.set(context, names);
  }
  const name = names.get(id);
  return name && (context.getModuleInfo(id)?.importers.length ?? 0) > 0 ? name : null;
}

/**
 * For every module the study screens import statically, the names of the screens that do, and of
 * what is loaded lazily that imports it too (so that the bell, say, loads no code of a study
 * screen's that it does not use).
 */
function studyScreensOf(context: ChunkingContext) {
  const users = new Map<string, string[]>();
  for (const screen of [...SCREENS, ...lazyRoots(context)]) {
    for (const id of staticClosure(context, screen.modules)) {
      if (screen.modules.includes(id)) continue;
      users.set(id, [...(users.get(id) ?? []), screen.name]);
    }
  }
  for (const [id, names] of users)
    if (!names.some((name) => STUDY_NAMES.has(name))) users.delete(id);
  return users;
}

/** Worked out once per build (one chunking context each). */
const byContext = new WeakMap<ChunkingContext, Map<string, string[]>>();

/** The study screens that import a module; null for a lazy module or one none of them imports. */
function screensOf(id: string, context: ChunkingContext) {
  if ((context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
  let users = byContext.get(context);
  if (!users) {
    users = studyScreensOf(context);
    byContext.set(context, users);
  }
  return users.get(id) ?? null;
}

/**
 * One group per number of screens sharing a module, the most shared first: a group also takes the
 * modules its modules import that no group took before it, and what a module imports is imported
 * by at least the same screens, so it has been placed already.
 */
const STUDY_NAMES = new Set(SCREENS.map((screen) => screen.name));

/** `study-quiz+flashcards`, and a short tag of the later parts that share the module, if any. */
function chunkName(users: readonly string[]) {
  const study = users.filter((name) => STUDY_NAMES.has(name));
  const later = users.filter((name) => !STUDY_NAMES.has(name)).join('+');
  let hash = 0;
  for (const char of later) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `study-${study.join('+')}${later ? `-with-later-${hash.toString(36)}` : ''}`;
}

/** Groups by number of sharers up to this; a module shared more widely goes first, in a group of its own. */
const MAX_SHARERS = 16;

const sharedBy = (test: (count: number) => boolean, debugName: string) => ({
  debugName,
  name: (id: string, context: ChunkingContext) => {
    const screens = screensOf(id, context);
    return screens && test(screens.length) ? chunkName(screens) : null;
  },
});

export const STUDY_CHUNK_GROUPS = [
  { debugName: 'first screens: later parts', name: laterPartChunk },
  sharedBy((count) => count > MAX_SHARERS, `study screens: shared by more than ${MAX_SHARERS}`),
  ...Array.from({ length: MAX_SHARERS }, (_, index) => {
    const count = MAX_SHARERS - index;
    return sharedBy((sharers) => sharers === count, `study screens: shared by ${count}`);
  }),
];
