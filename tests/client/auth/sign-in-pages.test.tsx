import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type DefaultBodyType, type StrictRequest } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeCallbackFailure,
  validateSignInCallback,
  type SignInSession,
} from '../../../src/features/auth/callback-validation';
import { createLogtoConfig } from '../../../src/features/auth/logto-config';
import { getAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import { saveLmsToken } from '../../../src/lib/session/lms-token';
import { rememberBlockedCookies } from '../../../src/lib/session/blocked-cookies';
import { readAuthSettings } from '../../../src/lib/session/settings';
import { api, errorResponse, makeUser, meHandler } from '../helpers/api-handlers';
import { logtoMock, resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));

type Seen = StrictRequest<DefaultBodyType>;
const origin = window.location.origin;
const unauthorised = http.get(api('usersMe'), () => errorResponse(401, 101, 'Sign in.'));

beforeEach(() => {
  resetSession();
  resetLogtoMock();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('Logto configuration', () => {
  it('defaults: this origin, app groundschool-spa, resource <origin>/api, scopes profile and email', () => {
    expect(createLogtoConfig(readAuthSettings())).toEqual({
      endpoint: origin,
      appId: 'groundschool-spa',
      resources: [`${origin}/api`],
      scopes: ['profile', 'email'],
    });
  });

  it('takes VITE_LOGTO_ENDPOINT, VITE_LOGTO_APP_ID and VITE_LOGTO_RESOURCE', () => {
    vi.stubEnv('VITE_LOGTO_ENDPOINT', 'https://tenant.logto.app');
    vi.stubEnv('VITE_LOGTO_APP_ID', 'abc123');
    vi.stubEnv('VITE_LOGTO_RESOURCE', 'https://api.groundschool.example');
    expect(createLogtoConfig(readAuthSettings())).toMatchObject({
      endpoint: 'https://tenant.logto.app',
      appId: 'abc123',
      resources: ['https://api.groundschool.example'],
    });
  });

  it('the AuthProvider gives that configuration to the LogtoProvider', async () => {
    signedInWithLogto();
    renderApp('/login');
    await waitFor(() => expect(logtoMock.config).toMatchObject({ appId: 'groundschool-spa' }));
  });

  it('does not load the SDK for a browser that holds no Logto session', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Groundschool' }),
    ).toBeInTheDocument();
    expect(logtoMock.config).toBeNull();
  });
});

describe('login page', () => {
  it('names the product, says what it is and signs in with callback /auth/callback', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Groundschool' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/quizzes, flashcards and mock exams/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // The SDK loads on demand, then signs in.
    await waitFor(() => expect(logtoMock.signIn).toHaveBeenCalledWith(`${origin}/auth/callback`));
  });

  it('lms: tells the user to open Groundschool again from the course', async () => {
    useAuthStore.setState({ authMethod: 'lms' });
    server.use(unauthorised);
    renderApp('/login');
    expect(await screen.findByText(/open it again from your course page/)).toBeInTheDocument();
  });

  it('lms with cookies blocked in the course page: says so and opens the app in a new tab', async () => {
    useAuthStore.setState({ authMethod: 'lms' });
    rememberBlockedCookies('launch-token');
    server.use(unauthorised);
    renderApp('/login');
    expect(
      await screen.findByText("Your browser blocked this app's cookies inside the course page."),
    ).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /Open Groundschool in a new tab/ });
    expect(open).toHaveAttribute('href', `${window.location.origin}/?auth=launch-token`);
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('teachable: tells the user to sign in on the course platform', async () => {
    vi.stubEnv('VITE_COURSE_PLATFORM_HOST', window.location.host);
    server.use(unauthorised);
    renderApp('/login');
    expect(await screen.findByText(/through your course platform/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('sign-in callback validation (spec §5)', () => {
  const session: SignInSession = { redirectUri: `${origin}/auth/callback`, state: 'st-1' };
  const at = (query: string) => `${origin}/auth/callback${query}`;

  it('accepts a matching state and a code', () => {
    expect(validateSignInCallback(at('?code=c-1&state=st-1'), session)).toBeNull();
  });
  it('redirect mismatch', () => {
    expect(validateSignInCallback(`${origin}/elsewhere?code=c-1&state=st-1`, session)).toEqual({
      reason: 'redirect_mismatch',
    });
  });
  it('an error from the identity provider', () => {
    expect(
      validateSignInCallback(
        at('?error=access_denied&error_description=Denied&state=st-1'),
        session,
      ),
    ).toEqual({ reason: 'error', error: 'access_denied', description: 'Denied' });
  });
  it('missing state', () => {
    expect(validateSignInCallback(at('?code=c-1'), session)).toEqual({ reason: 'missing_state' });
  });
  it('mismatched state', () => {
    expect(validateSignInCallback(at('?code=c-1&state=other'), session)).toEqual({
      reason: 'state_mismatch',
    });
  });
  it('a state when no sign-in was started here', () => {
    expect(validateSignInCallback(at('?code=c-1&state=st-1'), null)).toEqual({
      reason: 'state_mismatch',
    });
  });
  it('missing code', () => {
    expect(validateSignInCallback(at('?state=st-1'), session)).toEqual({ reason: 'missing_code' });
  });
});

describe('callback page', () => {
  const startSignIn = (state: string) =>
    sessionStorage.setItem(
      'logto:groundschool-spa:signInSession',
      JSON.stringify({ redirectUri: `${origin}/auth/callback`, state, codeVerifier: 'v' }),
    );

  it('after the callback loads the user with the new token and goes to the saved redirect', async () => {
    startSignIn('st-1');
    useAuthStore.setState({ redirect: '/teacher?class=3' });
    logtoMock.callback = 'success';
    const seen: Seen[] = [];
    server.use(meHandler(makeUser({ roles: [{ role: 2, class_id: 3 }] }), seen));
    renderApp('/auth/callback?code=c-1&state=st-1');
    expect(await screen.findByRole('heading', { name: 'Teacher home' })).toBeInTheDocument();
    expect(window.location.search).toBe('?class=3');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer logto-token');
    expect(getAuthState().user?.id).toBe(7);
    expect(getAuthState().redirect).toBeNull();
  });

  it('without a saved redirect goes to /', async () => {
    startSignIn('st-1');
    logtoMock.callback = 'success';
    server.use(meHandler(makeUser()));
    renderApp('/auth/callback?code=c-1&state=st-1');
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
  });

  it('shows a clear failure with a way back to /login when the state does not match', async () => {
    startSignIn('st-1');
    renderApp('/auth/callback?code=c-1&state=forged');
    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeInTheDocument();
    expect(
      screen.getByText(describeCallbackFailure({ reason: 'state_mismatch' })),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('shows the identity provider error, with one full stop', async () => {
    startSignIn('st-1');
    renderApp('/auth/callback?error=server_error&error_description=It%20broke.&state=st-1');
    expect(
      await screen.findByText('The sign-in service reported an error: It broke.'),
    ).toBeInTheDocument();
  });

  it('goes back to /login without an error when the person pressed Cancel', async () => {
    startSignIn('st-1');
    renderApp(
      '/auth/callback?error=access_denied&error_description=The%20user%20cancelled%20the%20sign-in.&state=st-1',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Sign-in failed' })).not.toBeInTheDocument();
  });

  it('shows a failed token exchange', async () => {
    startSignIn('st-1');
    logtoMock.callback = 'error';
    renderApp('/auth/callback?code=c-1&state=st-1');
    expect(
      await screen.findByText('The sign-in could not be completed: Token exchange failed'),
    ).toBeInTheDocument();
  });
});

describe('logged-in page: redirect wait', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signedInWithLogto();
    server.use(meHandler(makeUser({ roles: [{ role: 2, class_id: 1 }] })));
  });

  const renderLoggedIn = async () => {
    renderApp('/logged-in');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: "You're signed in" })).toBeInTheDocument();
  };

  it('goes to the saved redirect after 1 second without an lms token', async () => {
    useAuthStore.setState({ redirect: '/teacher' });
    await renderLoggedIn();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(window.location.pathname).toBe('/logged-in');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).toBe('/teacher');
    expect(getAuthState().redirect).toBeNull();
  });

  it('waits 3 seconds with an lms token, then goes to /', async () => {
    saveLmsToken('tok');
    await renderLoggedIn();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(window.location.pathname).toBe('/logged-in');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).not.toBe('/logged-in');
  });
});
