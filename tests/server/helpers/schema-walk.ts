import type { $ZodType, $ZodTypes } from 'zod/v4/core';

type Visit = (node: $ZodType, path: string) => void;

/** The schemas directly inside `node`, each with the path it reads (`.name`, `[]`, `{}`). */
function children(node: $ZodType): [$ZodType, string][] {
  const def = (node as $ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape).map(([key, child]): [$ZodType, string] => [child, `.${key}`]),
        ...(def.catchall ? [[def.catchall, '.*'] as [$ZodType, string]] : []),
      ];
    case 'array':
      return [[def.element, '[]']];
    case 'set':
      return [[def.valueType, '[]']];
    case 'tuple':
      return [
        ...def.items.map((item, index): [$ZodType, string] => [item, `[${index}]`]),
        ...(def.rest ? [[def.rest, '[]'] as [$ZodType, string]] : []),
      ];
    case 'record':
    case 'map':
      return [
        [def.keyType, '{key}'],
        [def.valueType, '{}'],
      ];
    case 'union':
      return def.options.map((option): [$ZodType, string] => [option, '']);
    case 'intersection':
      return [
        [def.left, ''],
        [def.right, ''],
      ];
    case 'pipe':
      // The request is read by `in`; `out` only sees what `in` made of it, unless `in` is a
      // transform (a preprocess), which passes the request on.
      return def.in._zod.def.type === 'transform'
        ? [
            [def.in, ''],
            [def.out, ''],
          ]
        : [[def.in, '']];
    case 'lazy':
      return [[def.getter(), '']];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'success':
    case 'catch':
    case 'readonly':
    case 'promise':
      return [[def.innerType, '']];
    default:
      return [];
  }
}

/** Calls `visit` on every schema inside `schema` (itself included) once, with its path. */
export function walkSchema(schema: $ZodType, visit: Visit, path = '') {
  const seen = new Set<$ZodType>();
  const walk = (node: $ZodType, at: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    visit(node, at);
    for (const [child, step] of children(node)) walk(child, `${at}${step}`);
  };
  walk(schema, path);
}

/** Every schema inside `schema`, itself included. */
export function schemasInside(schema: $ZodType): Set<$ZodType> {
  const nodes = new Set<$ZodType>();
  walkSchema(schema, (node) => nodes.add(node));
  return nodes;
}

export const isZodSchema = (value: unknown): value is $ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;
