import { act, screen, waitFor } from '@testing-library/react';
import { http, type DefaultBodyType, type StrictRequest } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contract';
import { getAuthState } from '../../../src/lib/session/auth-store';
import { readLmsToken, takeTokenFromAddress } from '../../../src/lib/session/lms-token';
import { api, errorResponse, makeUser, meHandler, roles } from '../helpers/api-handlers';
import { resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));
vi.mock('../../../src/lib/sentry', () => ({
  setErrorReportingUser: vi.fn(),
  reportError: vi.fn(),
}));

type Seen = StrictRequest<DefaultBodyType>;

beforeEach(() => {
  resetSession();
  resetLogtoMock();
  vi.stubEnv('VITE_COURSE_PLATFORM_HOST', 'school.example.com');
});

describe('initialisation, logto', () => {
  it('checks whether Logto is authenticated, then loads the user with the bearer token', async () => {
    signedInWithLogto();
    const seen: Seen[] = [];
    server.use(meHandler(makeUser(), seen));
    renderApp('/student');
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer logto-token');
    expect(getAuthState().user?.id).toBe(7);
  });

  it('sends an unauthenticated user to /login and remembers the wanted path', async () => {
    renderApp('/teacher?tab=students');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getAuthState().redirect).toBe('/teacher?tab=students');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('runs once: navigating afterwards does not load the user again', async () => {
    signedInWithLogto();
    const seen: Seen[] = [];
    server.use(meHandler(makeUser({ roles: roles.teacher }), seen));
    const { router } = renderApp('/teacher');
    await screen.findByRole('heading', { name: 'Teacher home' });
    await act(() => router.navigate('/student'));
    await screen.findByRole('heading', { name: 'Student home' });
    expect(seen).toHaveLength(1);
  });

  it('fails with "User data invalid or missing ID" when the user has no id', async () => {
    const { reportError } = await import('../../../src/lib/sentry');
    signedInWithLogto();
    server.use(meHandler({ name: 'No Id', email: null, roles: roles.student }));
    renderApp('/student');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getAuthState().user).toBeNull();
    expect(vi.mocked(reportError)).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'User data invalid or missing ID' }),
    );
  });

  it('stays on /auth/callback when not (yet) authenticated there', async () => {
    renderApp('/auth/callback?code=abc&state=xyz');
    await waitFor(() => expect(getAuthState().isInitialized).toBe(true));
    expect(window.location.pathname).toBe('/auth/callback');
  });
});

describe('initialisation, lms', () => {
  it('exchanges the URL token, used as is and URL-encoded, at /users/me?auth=', async () => {
    const seen: Seen[] = [];
    server.use(meHandler(makeUser(), seen));
    const token = 'a+b/c=d&e';
    renderApp(`/student?auth=${encodeURIComponent(token)}`);
    await screen.findByRole('heading', { name: 'Student home' });
    const url = new URL(seen[0]!.url);
    expect(url.search).toBe(`?auth=${encodeURIComponent(token)}`);
    expect(seen[0]?.headers.get('x-auth-method')).toBe('lms');
    expect(getAuthState().authMethod).toBe('lms');
  });

  it('stores the token record: token, timestamp, expiresAt 24 h later, sessionId', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    server.use(meHandler(makeUser()));
    renderApp('/student?auth=tok-1');
    await screen.findByRole('heading', { name: 'Student home' });
    expect(readLmsToken()).toEqual({
      token: 'tok-1',
      timestamp: 1_000_000,
      expiresAt: 1_000_000 + 24 * 60 * 60 * 1000,
      sessionId: expect.any(String),
    });
    vi.mocked(Date.now).mockRestore();
  });

  it('takes the token out of the address (it goes on as the stored record)', async () => {
    server.use(meHandler(makeUser()));
    renderApp('/student?auth=tok-1&tab=2');
    await screen.findByRole('heading', { name: 'Student home' });
    await waitFor(() => expect(window.location.search).toBe('?tab=2'));
  });

  it('a launch at /?auth= lands on the home of the first role', async () => {
    server.use(meHandler(makeUser()));
    renderApp('/?auth=tok-1');
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a page opened with a token takes it out at start-up and routes its first screen once', async () => {
    const seen: Seen[] = [];
    server.use(meHandler(makeUser(), seen));
    window.history.replaceState(null, '', '/?auth=tok-1');
    takeTokenFromAddress();
    const { router } = renderApp('/');
    const addresses = [router.state.location];
    router.subscribe((state) => {
      if (state.location !== addresses.at(-1)) addresses.push(state.location);
    });
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
    expect(new URL(seen[0]!.url).searchParams.get('auth')).toBe('tok-1');
    expect(readLmsToken()?.token).toBe('tok-1');
    expect(getAuthState().authMethod).toBe('lms');
    expect(addresses.map(({ pathname, search }) => `${pathname}${search}`)).toEqual([
      '/',
      '/student',
    ]);
  });

  it('shows the first screen at once; the check that the cookie was kept follows its paint', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const seen: Seen[] = [];
    server.use(meHandler(makeUser(), seen));
    renderApp('/student?auth=tok-1');
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
    await act(() => vi.dynamicImportSettled());
    expect(seen.map((request) => new URL(request.url).search)).toEqual(['?auth=tok-1']);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));

    await waitFor(() => expect(getAuthState().isInitialized).toBe(true));
    expect(seen.map((request) => new URL(request.url).search)).toEqual(['?auth=tok-1', '']);
    readyState.mockRestore();
  });

  it('sends a user whose token is refused to /login', async () => {
    server.use(
      http.get(api('usersMe'), () =>
        errorResponse(401, ErrorCode.LMS_TOKEN_EXPIRED, 'This course link has expired.'),
      ),
    );
    renderApp('/student?auth=old');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getAuthState().user).toBeNull();
    expect(await screen.findByText(/open it again from your course page/)).toBeInTheDocument();
  });

  it('reruns when an lms token arrives in the address and no user exists', async () => {
    const seen: Seen[] = [];
    server.use(meHandler(makeUser(), seen));
    const { router } = renderApp('/login');
    await waitFor(() => expect(getAuthState().isInitialized).toBe(true));
    expect(seen).toHaveLength(0);
    await act(() => router.navigate('/student?auth=fresh-token'));
    await screen.findByRole('heading', { name: 'Student home' });
    expect(new URL(seen[0]!.url).searchParams.get('auth')).toBe('fresh-token');
  });
});

describe('initialisation, teachable', () => {
  it('is chosen on the course-platform host and calls /users/me relying on cookies', async () => {
    vi.stubEnv('VITE_COURSE_PLATFORM_HOST', window.location.host);
    const seen: Seen[] = [];
    server.use(meHandler(makeUser(), seen));
    renderApp('/student');
    await screen.findByRole('heading', { name: 'Student home' });
    expect(seen[0]?.headers.get('x-auth-method')).toBe('teachable');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(seen[0]?.credentials).toBe('include');
  });

  it('goes to /login on failure even from /auth/callback', async () => {
    vi.stubEnv('VITE_COURSE_PLATFORM_HOST', window.location.host);
    server.use(http.get(api('usersMe'), () => errorResponse(401, ErrorCode.UNAUTHENTICATED, 'x')));
    renderApp('/auth/callback');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('does not announce an expired session when nobody was signed in', async () => {
    vi.stubEnv('VITE_COURSE_PLATFORM_HOST', window.location.host);
    server.use(http.get(api('usersMe'), () => errorResponse(401, ErrorCode.UNAUTHENTICATED, 'x')));
    renderApp('/student');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });
});

describe('the user as stored', () => {
  it('computes isSuperuser from the list as received, then drops entries without class_id', async () => {
    signedInWithLogto();
    server.use(
      meHandler(
        makeUser({
          roles: [
            { role: 3, class_id: null },
            { role: 1, class_id: 4 },
          ],
        }),
      ),
    );
    renderApp('/student');
    await screen.findByRole('heading', { name: 'Student home' });
    expect(getAuthState().isSuperuser).toBe(true);
    expect(getAuthState().user?.roles).toEqual([{ role: 1, class_id: 4 }]);
    expect(getAuthState().user?.email).toBe('amelia@example.com');
  });

  it('isSuperuser is false without a role 3', async () => {
    signedInWithLogto();
    server.use(meHandler(makeUser({ roles: roles.teacher })));
    renderApp('/teacher');
    await screen.findByRole('heading', { name: 'Teacher home' });
    expect(getAuthState().isSuperuser).toBe(false);
  });
});

describe('initialisation offline', () => {
  const offline = () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(api('usersMe'), () => Response.error()));
  };

  it('a reload while offline opens as the user this tab last signed in', async () => {
    signedInWithLogto();
    sessionStorage.setItem(
      'gs.offlineUser',
      JSON.stringify({
        user: { ...makeUser(), roles: roles.student, firstRole: 1 },
        isSuperuser: false,
      }),
    );
    offline();
    renderApp('/student');
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
    expect(getAuthState().user?.id).toBe(7);
  });

  it('goes to /login when the tab never signed in before', async () => {
    signedInWithLogto();
    offline();
    renderApp('/student');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('a refused session still signs out, online or not', async () => {
    signedInWithLogto();
    sessionStorage.setItem(
      'gs.offlineUser',
      JSON.stringify({
        user: { ...makeUser(), roles: roles.student, firstRole: 1 },
        isSuperuser: false,
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(
      http.get(api('usersMe'), () => errorResponse(401, ErrorCode.UNAUTHENTICATED, 'Sign in.')),
    );
    renderApp('/student');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
