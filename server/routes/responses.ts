import { z } from 'zod';
import { errorBodySchema } from '../../contract';

/** Every error status answers with the spec's error body (and nothing else). */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

export const noContentSchema = z.null().describe('No content');
