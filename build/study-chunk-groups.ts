import { resolve } from 'node:path';
import { STUDY_SCREEN_MODULES } from './first-screens.js';

/**
 * Chunks for the code the study screens (the class home, the quiz page, a flashcard session) load
 * beyond the first screens' chunks (build/chunk-groups.ts, which take precedence). Left alone, the
 * bundler splits it into one small chunk per shared module: the class home preloaded 54 files, the
 * quiz page 41, and on a slow connection each costs a round trip. Here a module goes into one
 * chunk per set of study screens that import it (`study-quiz`, `study-class-home+quiz`…), so
 * each of them loads only code it uses, in at most four files. The page modules themselves, and
 * any module loaded lazily, keep their own chunks (the server preloads a page by name; a lazy
 * module stays out of first paint).
 */

type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[] };
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null };

const ROOT = resolve(import.meta.dirname, '..');
const SCREENS = Object.entries(STUDY_SCREEN_MODULES).map(([name, modules]) => ({
  name,
  modules: modules.map((module) => resolve(ROOT, module)),
}));

/** For every module the study screens import statically, the names of the screens that do. */
function studyScreensOf(context: ChunkingContext) {
  const users = new Map<string, string[]>();
  for (const screen of SCREENS) {
    const seen = new Set<string>();
    const pending = screen.modules.flatMap((id) => context.getModuleInfo(id)?.importedIds ?? []);
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      users.set(id, [...(users.get(id) ?? []), screen.name]);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
  }
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
export const STUDY_CHUNK_GROUPS = SCREENS.map((_, index) => {
  const count = SCREENS.length - index;
  return {
    debugName: `study screens: shared by ${count}`,
    name: (id: string, context: ChunkingContext) => {
      const screens = screensOf(id, context);
      return screens?.length === count ? `study-${screens.join('+')}` : null;
    },
  };
});
