import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { access, enforceRouteAccess } from '../../server/auth/route-access';
import { registerErrorHandling } from '../../server/http/errors';

const appWithAccessRules = () => {
  const app = Fastify();
  registerErrorHandling(app);
  enforceRouteAccess(app);
  return app;
};

describe('route access declarations', () => {
  it('a route registered without one stops the start-up, naming the route', async () => {
    const app = appWithAccessRules();
    let failure: unknown = null;
    try {
      app.get('/forgotten', async () => ({ ok: true }));
      await app.ready();
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).toContain('GET /forgotten declares no access');
    await app.close();
  });

  it('a declared route starts and answers', async () => {
    const app = appWithAccessRules();
    app.get('/open', { config: { access: access.public } }, async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/open' });
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it('a handler that never runs the check its route declares answers 500, not the data', async () => {
    const app = appWithAccessRules();
    app.get(
      '/attempts/:attemptId',
      { config: { access: access.ofResource('attempt.read') } },
      async () => ({ secret: 'answers' }),
    );
    const response = await app.inject({ method: 'GET', url: '/attempts/1' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('answers');
    await app.close();
  });

  it('signed-in routes answer 401 with the error body to nobody', async () => {
    const app = appWithAccessRules();
    app.decorateRequest('auth', null);
    app.get('/mine', { config: { access: access.signedIn } }, async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/mine' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: { error_code: expect.any(Number), message: 'Sign in to continue.' },
    });
    await app.close();
  });
});
