import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { routes } from '../../../src/app/route-tree';
import { reportError } from '../../../src/lib/sentry';
import {
  api,
  classQuizListHandler,
  makeUser,
  meHandler,
  questionBankHandlers,
  roles,
} from '../helpers/api-handlers';
import { resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';
import { aClass } from './helpers/render-routes';
import { renderAppShell } from './helpers/render-app-shell';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));
vi.mock('../../../src/lib/sentry', () => ({
  setErrorReportingUser: vi.fn(),
  reportError: vi.fn(),
  startErrorReporting: vi.fn(),
}));
const chunkError = vi.hoisted(() => ({ reloads: false }));
vi.mock('../../../src/lib/builds', () => ({
  reloadAfterChunkError: vi.fn(() => chunkError.reloads),
}));
// A screen that crashes, to reach the generic error page.
const crash = vi.hoisted(() => ({ on: false }));
vi.mock('../../../src/features/student/topics/student-topic-page', () => ({
  StudentTopicPage: () => {
    if (crash.on) throw new Error('Topic exploded');
    return <h1>Topic</h1>;
  },
}));

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  resetSession();
  resetLogtoMock();
  crash.on = false;
  chunkError.reloads = false;
  vi.mocked(reportError).mockClear();
});

function signedInAs(user = makeUser({ roles: roles.student })) {
  signedInWithLogto();
  server.use(
    meHandler(user),
    http.get(api('class'), ({ params }) =>
      HttpResponse.json(aClass({ id: Number(params.classId) })),
    ),
  );
}

const notFound = () => screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 3000 });

describe('route tree', () => {
  it('names every route in kebab-case', () => {
    const unnamed: string[] = [];
    const walk = (list: RouteObject[], parent: string) => {
      for (const route of list) {
        const where = `${parent}/${route.path ?? (route.index ? '(index)' : '')}`;
        const name = (route.handle as { name?: string } | undefined)?.name;
        const isScreen = route.index || (route.path !== undefined && !route.children);
        if (isScreen && !(name && /^[a-z]+(-[a-z]+)*$/.test(name))) unnamed.push(where);
        if (route.children) walk(route.children, where);
      }
    };
    walk(routes, '');
    expect(unnamed).toEqual([]);
  });

  it("shows 'Page Not Found' for an unknown path, with a way home", async () => {
    signedInAs();
    renderAppShell('/no/such/page');
    expect(await notFound()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor of an unknown path to /login without showing the 404 first', async () => {
    let notFoundShown = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Page Not Found')) notFoundShown = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderAppShell('/no/such/page');
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 3000 });
    observer.disconnect();
    expect(notFoundShown).toBe(false);
  });

  it.each([
    '/student/classes/abc/performance',
    '/student/classes/0/flashCard',
    '/student/classes/1/quiz/-2',
    '/student/classes/1/quiz/1.5/attempt/3',
    '/student/classes/1/quiz/2/attempt/1e3',
    '/student/classes/1/topic/007',
    '/student/classes/1/topic/four/flashCard',
    '/teacher/classes/abc/topics',
    '/teacher/classes/1/questions/0',
    '/teacher/classes/1/flashcards/2147483648/edit',
    '/teacher/classes/1/students/me/performance',
    '/teacher/classes/1/students/3/quiz/x/attempt/4',
    '/teacher/classes/1/topics/2/quizzes/latest',
  ])(
    'shows the 404 page for a route parameter that is not a positive integer: %s',
    async (path) => {
      signedInAs(makeUser({ roles: [...roles.student, { role: 2, class_id: 1 }] }));
      renderAppShell(path);
      expect(await notFound()).toBeInTheDocument();
    },
  );

  it('shows the 404 page for a bad parameter on the quiz result', async () => {
    signedInAs();
    renderAppShell('/student/classes/1/quiz/zero/result');
    expect(await notFound()).toBeInTheDocument();
  });

  it('opens a route whose parameters are positive integers', async () => {
    signedInAs(makeUser({ roles: [{ role: 2, class_id: 12 }] }));
    server.use(...questionBankHandlers());
    renderAppShell('/teacher/classes/12/topics');
    expect(
      await screen.findByRole('heading', { name: 'Topics' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Private Pilot Ground School')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Topics' })).toHaveTextContent('Weather');
  });

  it("shows the generic error page ('Internal Server Error', 500) when a screen throws, and reports it", async () => {
    crash.on = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the crash
    signedInAs();
    renderAppShell('/student/classes/1/topic/2');
    expect(
      await screen.findByRole('heading', { name: 'Internal Server Error' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Topic exploded' }),
    );
    // The error shows inside the layout: the app bar is still there.
    expect(screen.getByRole('link', { name: 'Groundschool home' })).toBeInTheDocument();
  });

  it('reloads instead of showing the error when a screen failed to load after a deploy', async () => {
    crash.on = true;
    chunkError.reloads = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs();
    renderAppShell('/student/classes/1/topic/2');
    expect(
      await screen.findByText('Loading the latest version of Groundschool…', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Internal Server Error' }),
    ).not.toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('uses the quiz layout (minimal chrome) for a quiz and the teacher layout for a class', async () => {
    signedInAs(makeUser({ roles: [...roles.student, { role: 2, class_id: 1 }] }));
    server.use(classQuizListHandler());
    const { router } = renderAppShell('/student/classes/1/quiz/3');
    expect(
      await screen.findByRole('heading', { name: 'Lift and drag' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My classes' })).toHaveAttribute('href', '/student');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    server.use(...questionBankHandlers());
    await router.navigate('/teacher/classes/1/questions/5');
    expect(
      await screen.findByRole('heading', { name: 'Question 5' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const classNav = screen.getByRole('navigation', { name: 'Class' });
    expect(within(classNav).getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'href',
      '/teacher/classes/1/questions',
    );
    expect(within(classNav).getByRole('link', { name: 'Questions' })).toHaveClass('active');
    expect(screen.queryByRole('navigation', { name: 'Class sections' })).not.toBeInTheDocument();
  });

  it('keeps the other class screens in the default layout, with the class sections as links above them', async () => {
    signedInAs(makeUser({ roles: [...roles.student, { role: 2, class_id: 1 }] }));
    const { router } = renderAppShell('/teacher/classes/1/questions/5/edit');
    expect(
      await screen.findByRole('heading', { name: 'Edit question' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Class' })).not.toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Class sections' });
    expect(within(sections).getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'href',
      '/teacher/classes/1/questions',
    );
    expect(within(sections).getByRole('link', { name: 'Questions' })).toHaveClass('active');
    expect(within(sections).getByRole('link', { name: 'Weak areas' })).toHaveAttribute(
      'href',
      '/teacher/classes/1/weak-areas-settings',
    );

    await router.navigate('/teacher/classes/1');
    expect(
      await screen.findByRole('heading', { name: 'Topics' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/teacher/classes/1/topics');
    expect(
      within(screen.getByRole('navigation', { name: 'Class sections' })).getByRole('link', {
        name: 'Topics',
      }),
    ).toHaveClass('active');
  });
});
