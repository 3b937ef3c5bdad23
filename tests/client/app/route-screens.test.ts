import { describe, expect, it } from 'vitest';
import { routeScreens, type RouteScreen } from '../../../build/route-screens';
import { routes } from '../../../src/app/route-tree';

// The modules the route tree loads lazily, as the build finds them among the bundle's chunks.
const lazyModules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/app/layouts/**/*.tsx',
    '/src/app/screens/*.tsx',
    '/src/features/**/*-page.tsx',
    '/src/features/auth/sign-in-pages.ts',
    '/src/features/auth/login-page.tsx',
  ],
  { eager: true },
);
const candidates = Object.entries(lazyModules).map(([id, exports]) => ({ id, exports }));

let screens: RouteScreen[] | undefined;
async function screen(name: string) {
  screens ??= await routeScreens(routes, candidates, '/');
  return screens.find((found) => found.name === name);
}

describe('the screens of the route tree, as the build reads them', () => {
  it('the class home has its full address and loads the default layout and its own page', async () => {
    expect(await screen('student-performance')).toEqual({
      pattern: '/student/classes/:classId/performance',
      name: 'student-performance',
      modules: [
        'src/app/layouts/default-layout.tsx',
        'src/features/student/performance/student-performance-page.tsx',
      ],
    });
  });

  it('the quiz page loads the quiz layout and its own page', async () => {
    expect((await screen('student-quiz'))?.modules).toEqual([
      'src/app/layouts/quiz-layout.tsx',
      'src/features/student/quiz/student-quiz-page.tsx',
    ]);
  });

  it('the flashcard session loads the flashcard layout and its own page', async () => {
    expect((await screen('student-flashcards'))?.modules).toEqual([
      'src/app/layouts/flashcard-layout.tsx',
      'src/features/student/flashcards/student-flashcards-page.tsx',
    ]);
  });

  it("a teacher's class screen loads every lazy route on its way: the layout, the class section, the page", async () => {
    expect((await screen('teacher-questions'))?.modules).toEqual([
      'src/app/layouts/default-layout.tsx',
      'src/app/layouts/teacher/class-section.tsx',
      'src/features/teacher/questions/teacher-questions-page.tsx',
    ]);
  });

  it('leaves out the catch-all route (no screen of its own)', async () => {
    expect(await screen('not-found')).toBeUndefined();
  });
});
