import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '../../../src/features/auth/use-logout';
import { setErrorReportingUser } from '../../../src/lib/sentry';
import { getAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import { useImpersonationStore } from '../../../src/lib/session/impersonation-store';
import { readLmsToken } from '../../../src/lib/session/lms-token';
import { api, logoutHandler, makeUser, meHandler } from '../helpers/api-handlers';
import { logtoMock, resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));
vi.mock('../../../src/lib/sentry', () => ({
  setErrorReportingUser: vi.fn(),
  reportError: vi.fn(),
}));

type Seen = StrictRequest<DefaultBodyType>;
const origin = window.location.origin;
const PLATFORM_SIGN_OUT = 'https://school.example.com/sign_out';

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );
}

const profileRoute = { path: 'profile', handle: { name: 'profile' }, element: <LogoutButton /> };

let popup: { close: ReturnType<typeof vi.fn> };
let openSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetSession();
  resetLogtoMock();
  vi.mocked(setErrorReportingUser).mockClear();
  popup = { close: vi.fn() };
  openSpy = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  openSpy.mockRestore();
});

async function signedIn(
  method: 'logto' | 'lms' | 'teachable',
  roles = [{ role: 1 as const, class_id: 1 }],
) {
  const logouts: Seen[] = [];
  if (method === 'logto') signedInWithLogto();
  if (method === 'teachable') vi.stubEnv('VITE_COURSE_PLATFORM_HOST', window.location.host);
  vi.stubEnv('VITE_COURSE_PLATFORM_LOGOUT_URL', PLATFORM_SIGN_OUT);
  server.use(meHandler(makeUser({ roles })), logoutHandler(logouts));
  renderApp(method === 'lms' ? '/profile?auth=lms-token' : '/profile', [profileRoute]);
  await waitFor(() => expect(getAuthState().user).not.toBeNull());
  return logouts;
}

describe('error reporting user', () => {
  it('is attached after sign-in with id, name and email', async () => {
    await signedIn('logto');
    expect(setErrorReportingUser).toHaveBeenLastCalledWith({
      id: 7,
      name: 'Amelia Student',
      email: 'amelia@example.com',
    });
  });

  it('is removed on sign-out', async () => {
    await signedIn('lms');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(setErrorReportingUser).toHaveBeenLastCalledWith(null));
  });
});

describe('logout', () => {
  it('logto: posts /users/logout, clears the state and signs out of the provider back to /login', async () => {
    const logouts = await signedIn('logto');
    useImpersonationStore.getState().start({ id: 42, name: 'Bessie Coleman' });
    useAuthStore.setState({ redirect: '/teacher' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logtoMock.signOut).toHaveBeenCalledWith(`${origin}/login`));
    expect(logouts).toHaveLength(1);
    expect(getAuthState().user).toBeNull();
    expect(getAuthState().redirect).toBeNull();
    expect(useImpersonationStore.getState().impersonatedStudent).toBeNull();
  });

  it('lms: posts /users/logout, clears the state and the stored token, goes to /login', async () => {
    const logouts = await signedIn('lms');
    expect(readLmsToken()).not.toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(logouts[0]?.headers.get('x-auth-method')).toBe('lms');
    expect(getAuthState().user).toBeNull();
    expect(readLmsToken()).toBeNull();
    expect(logtoMock.signOut).not.toHaveBeenCalled();
  });

  it("teachable: opens the platform's sign-out page in a new tab and goes to /login", async () => {
    const logouts = await signedIn('teachable');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(logouts).toHaveLength(1);
    expect(openSpy).toHaveBeenCalledWith(PLATFORM_SIGN_OUT, '_blank', 'noopener');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    await signedIn('lms');
    server.use(http.post(api('usersLogout'), () => HttpResponse.error()));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getAuthState().user).toBeNull();
  });
});

describe('Login Failed modal (empty roles list)', () => {
  it('covers the app with the explanation and one action', async () => {
    await signedIn('lms', []);
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(dialog).toHaveTextContent(
      "The checkbox 'View Your Course(s) information' must stay enabled",
    );
    expect(dialog).toHaveTextContent(
      "Please log out, then sign in again and tick the box 'View Your Course(s) information'.",
    );
    expect(screen.getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'Log Out and Try Again' }),
    ]);
  });

  it('cannot be dismissed with Escape', async () => {
    await signedIn('lms', []);
    await screen.findByRole('dialog', { name: 'Login Failed' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Login Failed' })).toBeInTheDocument();
  });

  it('is not shown when the list had only a superuser entry (no class roles stored)', async () => {
    await signedIn('lms', [{ role: 3, class_id: null }] as never);
    expect(getAuthState().user?.roles).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Login Failed' })).toBeNull();
  });

  it('forced logout: sign-out page in a 400×600 popup, closed after 3 s, then /login replacing history', async () => {
    const logouts = await signedIn('lms', []);
    await screen.findByRole('button', { name: 'Log Out and Try Again' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const lengthBefore = window.history.length;
    await act(async () => screen.getByRole('button', { name: 'Log Out and Try Again' }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(logouts).toHaveLength(1);
    expect(openSpy).toHaveBeenCalledWith(
      PLATFORM_SIGN_OUT,
      expect.any(String),
      expect.stringContaining('width=400,height=600'),
    );
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(popup.close).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/profile');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(popup.close).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(lengthBefore);
  });

  it('forced logout with logto signs out of the provider after the popup', async () => {
    await signedIn('logto', []);
    await screen.findByRole('button', { name: 'Log Out and Try Again' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => screen.getByRole('button', { name: 'Log Out and Try Again' }).click());
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(logtoMock.signOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(logtoMock.signOut).toHaveBeenCalledWith(`${origin}/login`);
  });
});
