import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unknown API paths', () => {
  it('answer 404 with the error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: {
        error_code: ErrorCode.NOT_FOUND,
        message: 'No such resource: GET /api/no-such-thing',
      },
    });
  });
});
