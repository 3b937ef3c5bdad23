import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('/favicon.ico sends the browser to the app icon instead of a 404', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
  expect(response.statusCode).toBe(301);
  expect(response.headers.location).toBe('/favicon.svg');
});

it('the sign-in pages of the built-in provider link the same icon', async () => {
  const { renderPage } = await import('../../server/auth/identity-provider/html');
  expect(renderPage({ title: 'Sign in', body: '' })).toContain(
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
  );
});
