import { z } from 'zod';
import { errorBodySchema } from '../../contract';

/** Every error status answers with the spec's error body (and nothing else). */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

export const noContentSchema = z.null().describe('No content');

type SchemaParts = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  tags?: string[];
};

/**
 * A route's schema: its summary, the zod schemas of what it reads, its success responses, and the
 * spec's error body for every error status — the part every route shares, written once.
 */
export const routeSchema = <P extends SchemaParts, R extends Record<number, unknown>>(
  summary: string,
  parts: P,
  responses: R,
) => ({ summary, ...parts, response: { ...responses, ...errorResponses } });
