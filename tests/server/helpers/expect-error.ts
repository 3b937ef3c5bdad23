import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorBodySchema } from '../../../contract';

/** The response is `status` with the spec's error body and this error code (and message). */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  errorCode: number,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.detail.error_code).toBe(errorCode);
  if (message !== undefined) expect(body.detail.message).toBe(message);
  return body;
}
