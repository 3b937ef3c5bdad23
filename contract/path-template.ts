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
