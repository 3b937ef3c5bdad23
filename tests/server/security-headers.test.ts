import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COURSE_PLATFORM_HOST: 'school.teachable.com' });
  });
  afterAll(() => t.close());

  it('an API answer loads nothing and no one may frame it, the course platform included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('an API answer keeps nosniff, HSTS, no referrer and same-origin reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('an API answer leaves out the headers only a page needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const header of ['origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
      expect(response.headers[header]).toBeUndefined();
    }
  });

  it('a page still gets the full set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-dns-prefetch-control']).toBe('off');
  });

  it("the identity provider's answers, which it writes itself, get the full set too", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
