import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, apiPath, fillTemplate } from '../../contract';
import { matchTemplate } from '../../contract/path-template';
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

describe('matching a path against a template', () => {
  it('gives the parameters, decoded, of a path of the template', () => {
    expect(matchTemplate('/classes/:classId/topic/:id', '/classes/12/topic/a%20b')).toEqual({
      classId: '12',
      id: 'a b',
    });
  });

  it('compares fixed segments without regard to case or a trailing slash, as the router does', () => {
    expect(
      matchTemplate('/student/classes/:classId/flashCard', '/Student/classes/3/flashcard/'),
    ).toEqual({ classId: '3' });
  });

  it('refuses a path with more or fewer segments, another fixed segment or an empty parameter', () => {
    expect(matchTemplate('/classes/:classId', '/classes/1/quizzes')).toBeNull();
    expect(matchTemplate('/classes/:classId', '/classes')).toBeNull();
    expect(matchTemplate('/classes/:classId', '/topics/1')).toBeNull();
    expect(matchTemplate('/classes/:classId/quizzes', '/classes//quizzes')).toBeNull();
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
