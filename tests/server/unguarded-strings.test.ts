import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { safeTextChecks, textField } from '../../contract';
import { unguardedStrings } from './helpers/unguarded-strings';

const bare = () => z.string();
const guarded = () => z.string().check(...safeTextChecks(10, 'Too long.'));

describe('the walk of a schema for unguarded strings', () => {
  it.each<[string, $ZodType]>([
    ['an object', z.object({ name: bare() })],
    ['an array', z.array(bare())],
    ['a tuple', z.tuple([z.int(), bare()])],
    ['a record value', z.record(guarded(), bare())],
    ['a record key', z.record(bare(), z.int())],
    ['a union', z.union([z.int(), bare()])],
    ['an intersection', z.intersection(z.object({}), z.object({ name: bare() }))],
    ['an optional', z.optional(bare())],
    ['a nullable', z.nullable(bare())],
    ['a default', z._default(bare(), '')],
    ['a catch', z.catch(bare(), '')],
    ['a readonly', z.readonly(z.object({ name: bare() }))],
    ['a pipe into a transform', z.pipe(bare(), z.transform(Number))],
    ['a preprocess', z.pipe(z.transform(String), bare())],
    ['a lazy schema', z.lazy(() => bare())],
  ])('finds a bare string inside %s', (_kind, schema) => {
    expect(unguardedStrings(schema, 'body')).toHaveLength(2);
  });

  it('says what each string lacks, at its path (a NUL check of its own does not count)', () => {
    expect(
      unguardedStrings(
        z.object({
          own_nul_check: z.string().check(z.refine((value: string) => !value.includes('\0'))),
          capped_only: z.string().check(z.maxLength(5)),
          items: z.array(z.object({ text: guarded() })),
        }),
        'body',
      ),
    ).toEqual([
      'body.own_nul_check: accepts a NUL character',
      'body.own_nul_check: has no maximum length',
      'body.capped_only: accepts a NUL character',
    ]);
  });

  it('passes the contract helpers: textField and safeTextChecks', () => {
    expect(unguardedStrings(textField({ label: 'Name', max: 80 }), 'body.name')).toEqual([]);
    expect(unguardedStrings(guarded(), 'params.id')).toEqual([]);
  });
});
