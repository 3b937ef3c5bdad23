import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Header } from '../../contract';
import { bearerFor, createSchool } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let headers: Record<string, string>;
let school: Awaited<ReturnType<typeof createSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  headers = await bearerFor(t.db, t.config, school.teacher.subject);
});
afterAll(() => t.close());

describe('bad input never gets a 5xx', () => {
  it('malformed JSON answers 400 with the error body', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectError(response, 400, ErrorCode.VALIDATION_FAILED);
  });

  it('a value of the wrong type answers 422 with the field', async () => {
    const body = expectError(
      await t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { name: 42 } }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.name');
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '99999999999'])(
    'a class id %s answers 422',
    async (classId) => {
      const body = expectError(
        await t.app.inject({ method: 'GET', url: `/api/classes/${classId}`, headers }),
        422,
        ErrorCode.VALIDATION_FAILED,
      );
      expect(body.detail.fields?.[0]?.path).toBe('params.classId');
    },
  );

  it('an oversized body answers 413 with the error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: { name: 'Init', properties: { padding: 'x'.repeat(20_000) } },
    });
    expectError(response, 413, ErrorCode.VALIDATION_FAILED);
  });

  it.each(['abc', '0', '-1', '2.5', '', '99999999999'])(
    'X-Impersonated-Id %j answers 422',
    async (value) => {
      const body = expectError(
        await t.app.inject({
          method: 'GET',
          url: '/api/classes?as=student',
          headers: { ...headers, [Header.IMPERSONATED_ID]: value },
        }),
        422,
        ErrorCode.VALIDATION_FAILED,
        'X-Impersonated-Id must be a positive integer.',
      );
      expect(body.detail.fields?.[0]?.path).toBe('headers.x-impersonated-id');
    },
  );

  it('an unknown X-Auth-Method answers 422', async () => {
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { [Header.AUTH_METHOD]: 'password' },
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('rate limiting', () => {
  it('answers 429 with the error body once the budget is spent', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const call = () => limited.app.inject({ method: 'GET', url: '/api/users/me' });
      expect((await call()).statusCode).toBe(401);
      expect((await call()).statusCode).toBe(401);
      const response = await call();
      const body = expectError(response, 429, ErrorCode.RATE_LIMITED);
      expect(body.detail.message).toMatch(
        /^Too many requests\. Please wait \d+ s and try again\.$/,
      );
    } finally {
      await limited.close();
    }
  });
});
