import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenNames } from '../../../build/route-screens';
import { routes } from '../../../src/app/route-tree';
import { firstRoutes } from '../../../src/app/routing/first-routes';
import { patchLaterRoutes } from '../../../src/app/routing/patch-later-routes';

/** The names of the routes a router matched, innermost last. */
const matchedNames = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.map(({ route }) => (route.handle as { name?: string } | undefined)?.name);

/** A router as the app makes one (src/app/router.ts), at `path`, with no screen's code loaded. */
function routerAt(path: string) {
  const withoutLazy = (tree: RouteObject[]): RouteObject[] =>
    tree.map(({ lazy: _lazy, ...route }) => ({
      ...route,
      ...(route.children ? { children: withoutLazy(route.children) } : {}),
    })) as RouteObject[];
  return createMemoryRouter(withoutLazy(firstRoutes), {
    initialEntries: [path],
    patchRoutesOnNavigation: async (args) =>
      patchLaterRoutes({ ...args, patch: (id, children) => args.patch(id, withoutLazy(children)) }),
  });
}

describe('the route tree the app starts with', () => {
  it('holds the sign-in screens and the student home, not the other screens', () => {
    expect([...screenNames(firstRoutes)].sort()).toEqual(
      ['auth-callback', 'logged-in', 'login', 'root', 'student-home'].sort(),
    );
  });

  it('with the later routes in place is the whole tree, every screen once', () => {
    const all = [...screenNames(routes)];
    expect(all).toEqual(
      expect.arrayContaining(['teacher-home', 'student-quiz', 'course-platforms']),
    );
    expect(all.length).toBeGreaterThan(screenNames(firstRoutes).size);
  });

  it('opens a later screen by its address: its routes join on that navigation', async () => {
    const router = routerAt('/student/classes/3/quiz/4');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(matchedNames(router)).toContain('student-quiz');
    expect(matchedNames(router)).not.toContain('not-found');
    router.dispose();
  });

  it('still shows the 404 page at an address no screen has', async () => {
    const router = routerAt('/nowhere');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(matchedNames(router)).toContain('not-found');
    await router.navigate('/teacher');
    expect(matchedNames(router)).toContain('teacher-home');
    router.dispose();
  });
});
