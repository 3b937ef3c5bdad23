// No zod here: the SPA's first-paint code may import it.

/** The `:name` parameters of a path template (`'/classes/:classId'` → `'classId'`). */
export type PathParams<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a template needs: none for a template without parameters. */
export type PathArgs<T extends string> = [PathParams<T>] extends [never]
  ? []
  : [params: Record<PathParams<T>, number | string>];

const PARAMETER = /:([A-Za-z]+)/g;

/** The names of a template's parameters: `['classId', 'topicId']`. */
export const pathParamNames = (template: string): string[] =>
  Array.from(template.matchAll(PARAMETER), ([, name = '']) => name);

/**
 * A path template (`:name` segments, as Fastify, React Router and MSW read them) with its
 * parameters filled in and encoded: `fillPath('/classes/:classId', {classId: 1})` is `/classes/1`.
 */
export function fillPath<T extends string>(template: T, ...[params]: PathArgs<T>): string {
  return fillTemplate(template, params ?? {});
}

/** `fillPath` for a typed wrapper whose template is only known as a string. */
export function fillTemplate(template: string, values: Record<string, number | string>): string {
  return template.replace(PARAMETER, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A path without trailing slashes (the root stays `/`), split in segments. */
const segmentsOf = (path: string) => (path.replace(/\/+$/, '') || '/').split('/');

/**
 * The values of a template's parameters in `path` (decoded), or null when `path` is not of this
 * template. Fixed segments compare without regard to case, as React Router matches them.
 */
export function matchTemplate(template: string, path: string): Record<string, string> | null {
  const expected = segmentsOf(template);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return null;
  const values: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      if (!value) return null;
      try {
        values[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return values;
}
