import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, errorBodySchema, UNSAFE_TEXT_MESSAGE } from '../../contract';
import { loadConfig } from '../../server/config';
import { bearerFor, cookieSessionFor, createSchool, createUser } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './helpers/test-app';

let t: TestApp;
let teacherHeaders: Record<string, string>;
let superuserHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.db);
  teacherHeaders = await bearerFor(t.db, t.config, school.teacher.subject);
  superuserHeaders = await bearerFor(t.db, t.config, school.superuser.subject);
});
afterAll(() => t.close());

describe('text the database cannot store', () => {
  const badTexts = { 'a NUL character': 'Pat\u0000Pilot', 'a lone surrogate': 'Pat \ud800' };

  for (const [what, text] of Object.entries(badTexts)) {
    it(`in a name is refused with 422 and the field: ${what}`, async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: teacherHeaders,
        payload: { name: text },
      });
      const body = expectError(response, 422, ErrorCode.VALIDATION_FAILED);
      expect(body.detail.fields).toEqual([{ path: 'body.name', message: UNSAFE_TEXT_MESSAGE }]);
    });

    it(`in a new class's description is refused with 422: ${what}`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/classes',
        headers: superuserHeaders,
        payload: { name: 'Night flying', description: text },
      });
      const body = expectError(response, 422, ErrorCode.VALIDATION_FAILED);
      expect(body.detail.fields?.[0]?.path).toBe('body.description');
    });

    it(`in an anonymous tracking event is refused with 422: ${what}`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'Init', properties: { screen: text } },
      });
      expectError(response, 422, ErrorCode.VALIDATION_FAILED);
    });
  }
});

describe('answers Fastify makes itself carry the error body', () => {
  it('a path parameter over 100 characters: 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/classes/${'9'.repeat(150)}` });
    expectError(response, 414, ErrorCode.VALIDATION_FAILED, 'The address is too long.');
  });
});

describe('answers with personal data', () => {
  it('are never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: teacherHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('addresses come from PUBLIC_URL, never from the request', () => {
  it("a forged X-Forwarded-Host does not change the provider's discovery document", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    });
    const discovery = response.json<Record<string, string>>();
    for (const key of ['issuer', 'token_endpoint', 'jwks_uri', 'authorization_endpoint']) {
      expect(discovery[key]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
    }
  });

  it("the CSRF origin check does not accept the request's own Host as an origin", async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...headers, host: 'evil.example', origin: 'http://evil.example' },
      payload: { name: 'Renamed' },
    });
    expectError(response, 403, ErrorCode.CSRF_REJECTED);
  });
});

describe('the rate limit', () => {
  it('cannot be dodged with a made-up X-Forwarded-For', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (let call = 0; call < 4; call += 1) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { 'x-forwarded-for': `203.0.113.${call}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(2)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names', async () => {
    const behindProxy = await createTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const statuses = [];
      for (let call = 0; call < 4; call += 1) {
        const response = await behindProxy.app.inject({
          method: 'GET',
          url: '/api/users/me',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${call}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('TRUST_PROXY and DEMO_SIGN_IN settings', () => {
  const settings = (environment: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', ...environment });

  it('trusts no proxy by default', () => {
    expect(settings({}).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses', () => {
    expect(settings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(settings({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('refuses anything else', () => {
    expect(() => settings({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('offers demo sign-in on a loopback PUBLIC_URL only, unless DEMO_SIGN_IN says otherwise', () => {
    expect(settings({}).demoSignIn).toBe(true);
    expect(settings({ PUBLIC_URL: 'http://127.0.0.1:3000' }).demoSignIn).toBe(true);
    expect(settings({ PUBLIC_URL: 'https://school.example' }).demoSignIn).toBe(false);
    expect(
      settings({ PUBLIC_URL: 'https://school.example', DEMO_SIGN_IN: 'true' }).demoSignIn,
    ).toBe(true);
    expect(settings({ DEMO_SIGN_IN: 'false' }).demoSignIn).toBe(false);
  });
});

/** Raw bytes to a listening copy of the app: what Node's parser refuses never reaches Fastify. */
describe('requests the HTTP parser refuses', () => {
  let base: URL;
  beforeAll(async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = new URL(address);
  });

  const rawRequest = (text: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const socket = connect(Number(base.port), base.hostname);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
        try {
          resolve({ status, body: JSON.parse(body) });
        } catch (error) {
          reject(new Error(`not JSON: ${answer}`, { cause: error }));
        }
      });
      socket.write(text);
    });

  it('bad bytes in a header: 400 with the error body', async () => {
    const answer = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).detail.message).toBe(
      'The request could not be read.',
    );
  });

  it('an unknown method: 400 with the error body', async () => {
    const answer = await rawRequest('BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).detail.error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('a 70 KB header: 431 with the error body', async () => {
    const status = await new Promise<number>((resolve) => {
      const request = httpRequest(
        new URL('/api/health', base),
        { headers: { 'x-big': 'a'.repeat(70_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            errorBodySchema.parse(JSON.parse(body));
            resolve(response.statusCode ?? 0);
          });
        },
      );
      request.end();
    });
    expect(status).toBe(431);
  });
});
