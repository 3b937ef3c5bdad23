/** Every route pattern of `paths` (or any tree of routes), however deep. */
export const patternsOf = (tree: object): string[] =>
  Object.values(tree).flatMap((entry: object) =>
    'pattern' in entry && typeof entry.pattern === 'string' ? [entry.pattern] : patternsOf(entry),
  );
