import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleEntry } from '../../../contract';
import { keepStaticShell } from '../../../src/components/start-up-shell/start-up-shell';
import { skipsAuthGuard } from '../../../src/features/auth';
import { getAuthState } from '../../../src/lib/session/auth-store';
import { startImpersonation } from '../../../src/lib/session/impersonation-store';
import { makeUser, meHandler } from '../helpers/api-handlers';
import { resetLogtoMock, signedInWithLogto, sdkStillChecking } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));

beforeEach(() => {
  resetSession();
  resetLogtoMock();
});

const signedInAs = (roles: RoleEntry[]) => {
  signedInWithLogto();
  server.use(meHandler(makeUser({ roles })));
};

describe('authentication guard', () => {
  it('a "result" route waits for the session before it draws (its requests need it)', async () => {
    sdkStillChecking(); // initialisation has not decided yet
    renderApp('/student/classes/1/quiz/2/result?attempt=3');
    // Up to 5 s: the route's code loads first, slow on a busy machine.
    expect(
      await screen.findByRole('progressbar', { name: 'Signing you in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quiz result' })).toBeNull();
  });

  it('a "result" route opened by its address, signed in, shows the result', async () => {
    signedInAs([{ role: 1, class_id: 1 }]);
    renderApp('/student/classes/1/quiz/2/result?attempt=3');
    expect(await screen.findByRole('heading', { name: 'Quiz result' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/student/classes/1/quiz/2/result');
  });

  it('other routes wait for the session', async () => {
    sdkStillChecking();
    renderApp('/student/classes/1/quiz/2');
    expect(await screen.findByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quiz' })).toBeNull();
  });

  it('"result" must be a whole segment of the name', () => {
    expect(skipsAuthGuard('student-quiz-result')).toBe(true);
    expect(skipsAuthGuard('result')).toBe(true);
    expect(skipsAuthGuard('student-results')).toBe(false);
    expect(skipsAuthGuard('student-quiz')).toBe(false);
    expect(skipsAuthGuard(undefined)).toBe(false);
  });

  it('an unauthenticated user opening a screen goes to /login; the path becomes the redirect', async () => {
    const { router } = renderApp('/login');
    await waitFor(() => expect(getAuthState().isInitialized).toBe(true));
    await act(() => router.navigate('/teacher?class=3#students'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getAuthState().redirect).toBe('/teacher?class=3#students');
  });

  it('a signed-in user opening /login is sent to /', async () => {
    signedInAs([{ role: 1, class_id: 1 }]);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
  });
});

describe('root redirect by the first role as received', () => {
  it.each<{ name: string; roles: RoleEntry[]; home: string }>([
    { name: 'teacher', roles: [{ role: 2, class_id: 1 }], home: '/teacher' },
    { name: 'student', roles: [{ role: 1, class_id: 1 }], home: '/student' },
    { name: 'superuser', roles: [{ role: 3, class_id: null }], home: '/teacher' },
    {
      name: 'superuser first, then a student role,',
      roles: [
        { role: 3, class_id: null },
        { role: 1, class_id: 4 },
      ],
      home: '/teacher',
    },
    {
      name: 'student first, then a teacher role,',
      roles: [
        { role: 1, class_id: 4 },
        { role: 2, class_id: 5 },
      ],
      home: '/student',
    },
  ])('$name goes to $home', async ({ roles, home }) => {
    signedInAs(roles);
    renderApp('/');
    await waitFor(() => expect(window.location.pathname).toBe(home));
  });

  it("keeps the page's shell on screen until the home shows", async () => {
    const page = document.createElement('div');
    page.innerHTML = '<div class="gs-shell-bar">Groundschool</div>';
    keepStaticShell(page);
    signedInAs([{ role: 1, class_id: 1 }]);
    renderApp('/');
    expect(document.querySelector('.gs-shell-bar')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
    expect(document.querySelector('.gs-shell-bar')).toBeNull();
  });

  it('while viewing as a student, the student home', async () => {
    signedInAs([{ role: 2, class_id: 1 }]);
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    renderApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/student'));
  });
});

describe('pages kept for some roles (one guard per area)', () => {
  const student = [{ role: 1, class_id: 1 }] satisfies RoleEntry[];
  const teacher = [{ role: 2, class_id: 1 }] satisfies RoleEntry[];
  const superuser = [{ role: 3, class_id: null }] satisfies RoleEntry[];

  it.each<{ who: string; roles: RoleEntry[]; page: string; screen: string; home: string }>([
    {
      who: 'a student',
      roles: student,
      page: '/teacher/classes/1/questions',
      screen: 'teacher-class',
      home: '/student',
    },
    {
      who: 'a student',
      roles: student,
      page: '/teacher/classes/1/questions/5',
      screen: 'teacher-question-detail',
      home: '/student',
    },
    {
      who: 'a student',
      roles: student,
      page: '/teacher',
      screen: 'Teacher home',
      home: '/student',
    },
    {
      who: 'a student',
      roles: student,
      page: '/admin/course-platforms',
      screen: 'course-platforms',
      home: '/student',
    },
    {
      who: 'a teacher',
      roles: teacher,
      page: '/admin/course-platforms',
      screen: 'course-platforms',
      home: '/teacher',
    },
    {
      who: 'a teacher',
      roles: teacher,
      page: '/student/classes/1/quiz/2',
      screen: 'Quiz',
      home: '/teacher',
    },
  ])(
    '$who opening $page goes home without it being drawn',
    async ({ roles, page, screen: name, home }) => {
      signedInAs(roles);
      renderApp(page);
      await waitFor(() => expect(window.location.pathname).toBe(home));
      expect(screen.queryByRole('heading', { name })).toBeNull();
    },
  );

  it.each<{ who: string; roles: RoleEntry[]; page: string; screen: string }>([
    {
      who: 'a teacher',
      roles: teacher,
      page: '/teacher/classes/1/questions',
      screen: 'teacher-class',
    },
    {
      who: 'a superuser',
      roles: superuser,
      page: '/teacher/classes/1/questions',
      screen: 'teacher-class',
    },
    {
      who: 'a superuser',
      roles: superuser,
      page: '/admin/course-platforms',
      screen: 'course-platforms',
    },
    { who: 'a student', roles: student, page: '/student/classes/1/quiz/2', screen: 'Quiz' },
    {
      who: 'a teacher (joining a class there)',
      roles: teacher,
      page: '/student',
      screen: 'Student home',
    },
  ])('$who opens $page', async ({ roles, page, screen: name }) => {
    signedInAs(roles);
    renderApp(page);
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(window.location.pathname).toBe(page);
  });

  it('a teacher viewing as a student opens the student pages', async () => {
    signedInAs(teacher);
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    renderApp('/student/classes/1/quiz/2');
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
  });
});
