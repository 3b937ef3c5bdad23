import { act } from '@testing-library/react';
import { http, type DefaultBodyType, type StrictRequest } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contract';
import { getAuthState } from '../../../src/lib/session/auth-store';
import { api, errorResponse, makeUser, meHandler } from '../helpers/api-handlers';
import { resetLogtoMock, signedInWithLogto } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));

type Seen = StrictRequest<DefaultBodyType>;
const MINUTE = 60 * 1000;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Makes the last cookie refresh `ms` old. */
const refreshedAgo = (ms: number) => getAuthState().setLastCookieRefresh(Date.now() - ms);

const focusWindow = () => act(async () => void window.dispatchEvent(new Event('focus')));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

let seen: Seen[];
let methodInUse: 'lms' | 'teachable' | 'logto';

/**
 * The session checks the server saw. An lms refresh is the token exchange; the cookie-only read that
 * follows it (did the browser keep the cookie?) is part of that one refresh.
 */
const checks = () =>
  methodInUse === 'lms'
    ? seen.filter((request) => new URL(request.url).searchParams.has('auth'))
    : seen;

/** Signs in with `method`; answers when the app started (its periodic check counts from then). */
async function signIn(method: 'lms' | 'teachable' | 'logto') {
  seen = [];
  methodInUse = method;
  server.use(meHandler(makeUser(), seen));
  if (method === 'teachable') vi.stubEnv('VITE_COURSE_PLATFORM_HOST', window.location.host);
  if (method === 'logto') signedInWithLogto();
  const startedAt = Date.now();
  renderApp(method === 'lms' ? '/student?auth=lms-token' : '/student');
  await advance(0);
  expect(getAuthState().user).not.toBeNull();
  // A launch checks that the browser kept the cookie once the first paint is done (a timer here).
  await advance(1);
  expect(getAuthState().isInitialized).toBe(true);
  seen.length = 0;
  return startedAt;
}

beforeEach(() => {
  resetSession();
  resetLogtoMock();
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('periodic check', () => {
  it('runs every 15 minutes', async () => {
    const startedAt = await signIn('lms');
    refreshedAgo(10 * MINUTE);
    await advance(startedAt + 15 * MINUTE - 1 - Date.now());
    expect(checks()).toHaveLength(0);
    await advance(1);
    expect(checks()).toHaveLength(1);
    expect(new URL(checks()[0]!.url).searchParams.get('auth')).toBe('lms-token');
  });
});

describe('check on tab visible and window focus', () => {
  it('checks when the tab becomes visible', async () => {
    await signIn('lms');
    refreshedAgo(21 * MINUTE);
    await act(async () => setVisibility('visible'));
    await advance(0);
    expect(checks()).toHaveLength(1);
  });

  it('does not check when the tab is hidden', async () => {
    await signIn('lms');
    refreshedAgo(21 * MINUTE);
    await act(async () => setVisibility('hidden'));
    await advance(0);
    expect(checks()).toHaveLength(0);
  });

  it('checks when the window gains focus', async () => {
    await signIn('lms');
    refreshedAgo(21 * MINUTE);
    await focusWindow();
    await advance(0);
    expect(checks()).toHaveLength(1);
  });

  it('visible and focus together refresh once (in progress, then within 5 s)', async () => {
    await signIn('lms');
    refreshedAgo(21 * MINUTE);
    await act(async () => {
      setVisibility('visible');
      window.dispatchEvent(new Event('focus'));
    });
    await advance(4000);
    await focusWindow();
    await advance(0);
    expect(checks()).toHaveLength(1);
  });
});

describe('lms: proactive refresh when the token age exceeds 20 minutes', () => {
  it('not at 20 minutes', async () => {
    await signIn('lms');
    refreshedAgo(20 * MINUTE);
    await focusWindow();
    await advance(0);
    expect(checks()).toHaveLength(0);
  });

  it('over 20 minutes: exchanges the stored token again with X-Auth-Method lms', async () => {
    await signIn('lms');
    refreshedAgo(20 * MINUTE + 1);
    await focusWindow();
    await advance(0);
    expect(checks()).toHaveLength(1);
    expect(seen[0]?.headers.get('x-auth-method')).toBe('lms');
    expect(getAuthState().lastCookieRefresh).toBe(Date.now());
  });
});

describe('lms without a usable token', () => {
  it('keeps the session (nothing to renew with) instead of signing out', async () => {
    await signIn('lms');
    localStorage.clear();
    refreshedAgo(21 * MINUTE);
    await focusWindow();
    await advance(0);
    expect(checks()).toHaveLength(0);
    expect(getAuthState().user).not.toBeNull();
    expect(window.location.pathname).toBe('/student');
  });
});

describe.each(['teachable', 'logto'] as const)(
  '%s: session refresh threshold 30 minutes',
  (method) => {
    it('trusts a session younger than 30 minutes', async () => {
      await signIn(method);
      refreshedAgo(30 * MINUTE - 1);
      await focusWindow();
      await advance(0);
      expect(checks()).toHaveLength(0);
    });

    it('re-reads the user once the last refresh is 30 minutes old', async () => {
      await signIn(method);
      refreshedAgo(30 * MINUTE);
      server.use(meHandler(makeUser({ name: 'Amelia Renamed' }), seen));
      await focusWindow();
      await advance(0);
      expect(checks()).toHaveLength(1);
      expect(getAuthState().user?.name).toBe('Amelia Renamed');
    });
  },
);

describe('a check that finds the session gone', () => {
  it('logto: clears the user and opens /login', async () => {
    await signIn('logto');
    refreshedAgo(31 * MINUTE);
    server.use(
      http.get(api('usersMe'), () => errorResponse(401, ErrorCode.UNAUTHENTICATED, 'Sign in.')),
    );
    await focusWindow();
    await advance(0);
    expect(getAuthState().user).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });
});
