import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as TypeProviderZod from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import * as contract from '../../contract';
import { isZodSchema, schemasInside } from './helpers/schema-walk';
import { createTestApp, type TestApp } from './helpers/test-app';
import { unguardedStrings } from './helpers/unguarded-strings';

type RequestSchema = { schema: $ZodType; method: string; url: string; httpPart?: string };

/**
 * Every schema the app compiles while it builds: each route's request parts (params, querystring,
 * body, headers) for validation, and its answers for serialising.
 */
const compiled = vi.hoisted(() => ({
  requests: [] as RequestSchema[],
  responses: [] as $ZodType[],
}));

vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const original = await importOriginal<typeof TypeProviderZod>();
  return {
    ...original,
    validatorCompiler: (route: Parameters<typeof original.validatorCompiler>[0]) => {
      compiled.requests.push(route);
      return original.validatorCompiler(route);
    },
    serializerCompiler: (route: Parameters<typeof original.serializerCompiler>[0]) => {
      if (isZodSchema(route.schema)) compiled.responses.push(route.schema);
      return original.serializerCompiler(route);
    },
  };
});

/**
 * Contract schemas of answers that no route declares (the services build them, a route sends a
 * larger answer around them): their strings come from the server, not from a request.
 */
const ANSWERS_NO_ROUTE_DECLARES = new Set<unknown>([
  contract.importPreviewSchema,
  contract.importErrorSchema,
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every string a request can send refuses a NUL character and has a maximum length', () => {
  it('the walk sees the schema of every route', () => {
    const routes = new Set(compiled.requests.map(({ method, url }) => `${method} ${url}`));
    expect(routes).toContain(
      'POST /api/classes/:classId/students/:userId/knowledge-test-codes/review',
    );
    expect(routes.size).toBeGreaterThan(100);
  });

  it('in the request schema of every route', () => {
    const unguarded = compiled.requests.flatMap(({ schema, method, url, httpPart }) =>
      unguardedStrings(schema, `${method} ${url} ${httpPart ?? ''}`),
    );
    expect([...new Set(unguarded)]).toEqual([]);
  });

  it('in every schema of the contract, but for strings only answers carry', () => {
    const inRequests = new Set(
      compiled.requests.flatMap(({ schema }) => [...schemasInside(schema)]),
    );
    const inAnswers = new Set(compiled.responses.flatMap((schema) => [...schemasInside(schema)]));
    const readFromRequests = (node: $ZodType) => inRequests.has(node) || !inAnswers.has(node);
    const unguarded = Object.entries<unknown>(contract).flatMap(([name, value]) =>
      isZodSchema(value) && !ANSWERS_NO_ROUTE_DECLARES.has(value)
        ? unguardedStrings(value, name, readFromRequests)
        : [],
    );
    expect(unguarded).toEqual([]);
  });
});
