import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, apiPath, fillTemplate } from '../../contract';
import type { App } from '../../server/app';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Every path the app routes, read from Fastify's route tree (one line per node, 4 columns a level). */
function routedPaths(app: App): string[] {
  const paths: string[] = [];
  const branch: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[└├]── (\S+)( \(.+\))?$/.exec(line);
    if (!node) continue;
    const [, indent = '', segment = '', methods] = node;
    branch.length = indent.length / 4;
    branch.push(segment);
    if (methods) paths.push(branch.join(''));
  }
  return paths;
}

describe('API path registry', () => {
  it('fills a route’s parameters, encoded', () => {
    expect(apiPath('classTopic', { classId: 1, topicId: 22 })).toBe('/classes/1/topics/22');
    expect(apiPath('flashcardReview', { flashcardId: 3, reviewId: 'a/b c' })).toBe(
      '/flashcards/3/reviews/a%2Fb%20c',
    );
    expect(apiPath('classes')).toBe('/classes');
  });

  it('refuses to leave a parameter unfilled', () => {
    expect(() => fillTemplate('/classes/:classId/topics/:topicId', { classId: 1 })).toThrow(
      ':topicId',
    );
  });

  it('writes each path once', () => {
    const templates = Object.values(ApiRoute).map((path) => path.replace(/:\w+/g, ':'));
    expect(new Set(templates).size).toBe(templates.length);
  });
});

describe('the routes the server registers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are every one in the registry', () => {
    const registered = routedPaths(t.app).filter((path) => path.startsWith('/api/'));
    expect(registered.length).toBeGreaterThan(60);
    const known = new Set(Object.values(ApiRoute).map((path) => `/api${path}`));
    expect(registered.filter((path) => !known.has(path))).toEqual([]);
  });
});
