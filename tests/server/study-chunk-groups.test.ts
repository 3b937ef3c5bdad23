import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STUDY_SCREEN_MODULES } from '../../build/first-screens';
import { STUDY_CHUNK_GROUPS } from '../../build/study-chunk-groups';

const ROOT = resolve(import.meta.dirname, '../..');
const at = (path: string) => resolve(ROOT, path);
const [classHome] = STUDY_SCREEN_MODULES['class-home'];
const [quiz] = STUDY_SCREEN_MODULES.quiz;
const [flashcards, topicFlashcards] = STUDY_SCREEN_MODULES.flashcards;

/**
 * A module graph as the bundler's chunking context shows it: the three study pages import
 * `dialog` (which imports `modal`), the quiz and the flashcards import `markdown`, the class home
 * alone imports `charts` and `badge`, which the notification bell the app loads after its first
 * paint imports too, and the quiz page loads `submit` lazily while `markdown` imports it too; the
 * class home loads `charts-lib` lazily, which imports `toggle`, as the flashcards do. The app also
 * loads `error` after its paint, which the flashcards import as they draw.
 */
/** Twenty parts loaded later, each importing `controlled`, which the quiz imports too. */
const manyLaterParts = Array.from({ length: 20 }, (_, index) => `part-${index}`);
const graph: Record<string, { imports: string[]; lazy?: string[]; lazyFrom?: string[] }> = {
  'src/main.tsx': { imports: [], lazy: ['bell', 'error', ...manyLaterParts] },
  ...Object.fromEntries(
    manyLaterParts.map((part) => [part, { imports: ['controlled'], lazyFrom: ['src/main.tsx'] }]),
  ),
  controlled: { imports: [] },
  error: { imports: ['alert'], lazyFrom: ['src/main.tsx'] },
  alert: { imports: [] },
  bell: { imports: ['badge'], lazyFrom: ['src/main.tsx'] },
  badge: { imports: [] },
  [classHome]: { imports: ['dialog', 'charts', 'badge'], lazy: ['charts-lib'] },
  'charts-lib': { imports: ['toggle'], lazyFrom: [classHome] },
  toggle: { imports: [] },
  [quiz]: { imports: ['dialog', 'markdown', 'controlled'] },
  [flashcards]: { imports: ['dialog', 'markdown', 'toggle', 'error'] },
  [topicFlashcards]: { imports: ['dialog', 'markdown', 'toggle'] },
  dialog: { imports: ['modal'] },
  modal: { imports: [] },
  markdown: { imports: ['submit'] },
  charts: { imports: [] },
  submit: { imports: [], lazyFrom: [quiz] },
  teacher: { imports: ['modal'] },
};
const context = {
  getModuleInfo: (id: string) => {
    const node = graph[id.startsWith(ROOT) ? id.slice(ROOT.length + 1) : id];
    if (!node) return null;
    return {
      importers: Object.keys(graph).filter((key) => graph[key]!.imports.includes(id)),
      importedIds: node.imports,
      dynamicallyImportedIds: node.lazy ?? [],
      dynamicImporters: node.lazyFrom ?? [],
    };
  },
};

/** The chunk a module goes into: the first group (in the bundler's order) that names one. */
const chunkOf = (id: string) => {
  for (const group of STUDY_CHUNK_GROUPS) {
    const name = group.name(id, context);
    if (name) return name;
  }
  return null;
};

describe('the study screens’ chunks', () => {
  it('gather a module with the other modules of the same study screens', () => {
    expect(chunkOf('dialog')).toBe('study-class-home+quiz+flashcards');
    expect(chunkOf('modal')).toBe('study-class-home+quiz+flashcards');
    expect(chunkOf('markdown')).toBe('study-quiz+flashcards');
    expect(chunkOf('charts')).toBe('study-class-home');
  });

  it('place the most shared first, so a shared module is never pulled into one screen’s chunk', () => {
    const order = STUDY_CHUNK_GROUPS.map((group) =>
      ['dialog', 'markdown', 'charts'].find((id) => group.name(id, context) !== null),
    ).filter((id) => id !== undefined);
    expect(order).toEqual(['dialog', 'markdown', 'charts']);
  });

  it('keep apart what the first screens load after their paint, so the bell loads no class home code', () => {
    expect(chunkOf('badge')).toMatch(/^study-class-home-with-later-/);
    expect(chunkOf('badge')).not.toBe(chunkOf('charts'));
  });

  it('keep apart what a study screen loads lazily, so the class home’s charts load no flashcard code', () => {
    expect(chunkOf('toggle')).toMatch(/^study-flashcards-with-later-/);
  });

  it('gather a module shared by more screens and later parts than groups are counted for', () => {
    expect(chunkOf('controlled')).toMatch(/^study-quiz-with-later-/);
  });

  it('leave lazy modules, the pages themselves and modules no study screen imports alone', () => {
    expect(chunkOf('submit')).toBeNull();
    expect(chunkOf(at(quiz))).toBeNull();
    expect(chunkOf('teacher')).toBeNull();
  });

  it('give a part the first screens load later its own chunk when a study screen imports it too', () => {
    // Else it joins that screen's chunk, and loading it on the first screen brings the whole chunk.
    expect(chunkOf('error')).toBe('later-error');
    expect(chunkOf('bell')).toBeNull();
  });
});
