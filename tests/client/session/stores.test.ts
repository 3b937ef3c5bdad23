import { beforeEach, describe, expect, it } from 'vitest';
import { chooseAuthMethod, type AuthMethodContext } from '../../../src/lib/session/auth-method';
import { getAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import * as constants from '../../../src/lib/session/constants';
import {
  clearLmsToken,
  hasLmsToken,
  readLmsToken,
  saveLmsToken,
  takeLaunchToken,
  takeTokenFromAddress,
  usableLmsToken,
} from '../../../src/lib/session/lms-token';
import { toStoredUser } from '../../../src/lib/session/stored-user';
import { resetSession } from '../helpers/session';

beforeEach(() => resetSession());

describe('choice of auth method (spec §4)', () => {
  const context = (overrides: Partial<AuthMethodContext> = {}): AuthMethodContext => ({
    search: '',
    isFramed: false,
    referrer: '',
    host: 'groundschool.example.com',
    coursePlatformHost: 'school.example.com',
    remembered: null,
    ...overrides,
  });

  it("a URL query parameter 'auth' means lms", () => {
    expect(chooseAuthMethod(context({ search: '?auth=tok' }))).toBe('lms');
  });
  it('a page opened with the token, already taken out of its address, is lms', () => {
    expect(chooseAuthMethod(context({ launchedWithToken: true }))).toBe('lms');
  });
  it('lms wins over a course-platform frame', () => {
    expect(
      chooseAuthMethod(
        context({ search: '?auth=tok', isFramed: true, referrer: 'https://school.example.com/x' }),
      ),
    ).toBe('lms');
  });
  it('framed with the course-platform host as referrer means teachable', () => {
    expect(
      chooseAuthMethod(
        context({ isFramed: true, referrer: 'https://school.example.com/courses/1' }),
      ),
    ).toBe('teachable');
  });
  it('framed by another site is not teachable', () => {
    expect(
      chooseAuthMethod(context({ isFramed: true, referrer: 'https://evil.example.net/' })),
    ).toBe('logto');
  });
  it('the platform referrer without a frame is not teachable', () => {
    expect(chooseAuthMethod(context({ referrer: 'https://school.example.com/courses/1' }))).toBe(
      'logto',
    );
  });
  it('running on the course-platform host means teachable', () => {
    expect(chooseAuthMethod(context({ host: 'school.example.com' }))).toBe('teachable');
  });
  it('otherwise logto', () => {
    expect(chooseAuthMethod(context())).toBe('logto');
  });
  it('no course-platform host configured: never teachable', () => {
    expect(chooseAuthMethod(context({ coursePlatformHost: '', host: '' }))).toBe('logto');
  });
  it('a tab that signed in with lms stays lms after the token left the address', () => {
    expect(chooseAuthMethod(context({ remembered: 'lms' }))).toBe('lms');
    expect(chooseAuthMethod(context({ remembered: 'teachable' }))).toBe('logto');
  });
});

describe('auth store', () => {
  it('holds exactly the fields of spec §3', () => {
    const fields = Object.keys(getAuthState()).filter(
      (key) => typeof getAuthState()[key as keyof ReturnType<typeof getAuthState>] !== 'function',
    );
    expect(fields.sort()).toEqual(
      [
        'user',
        'isSuperuser',
        'redirect',
        'authMethod',
        'isLoading',
        'isInitialized',
        'lastCookieRefresh',
        'isHandlingCookieExpiration',
      ].sort(),
    );
  });

  it('remembers the redirect for the tab and the method for the browser, nothing else', () => {
    getAuthState().setUser({ id: 1, name: 'A', email: null, roles: [] });
    getAuthState().setRedirect('/teacher');
    getAuthState().setAuthMethod('lms');
    const tab = JSON.parse(sessionStorage.getItem('gs.auth') ?? '{}') as { state: unknown };
    expect(tab.state).toEqual({ redirect: '/teacher' });
    expect(JSON.parse(localStorage.getItem('gs.auth.method') ?? '{}')).toEqual({
      authMethod: 'lms',
    });
  });

  it('a tab open across an update keeps the method its older build remembered for the tab', async () => {
    localStorage.clear();
    sessionStorage.setItem(
      'gs.auth',
      JSON.stringify({ state: { redirect: null, authMethod: 'lms' }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(getAuthState().authMethod).toBe('lms');
  });

  it("a user without an id fails with 'User data invalid or missing ID'", () => {
    expect(() => getAuthState().setUser({ name: 'x', roles: [] })).toThrow(
      'User data invalid or missing ID',
    );
    expect(() => toStoredUser(null)).toThrow('User data invalid or missing ID');
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('stored LMS token record', () => {
  it('token, timestamp, expiresAt = timestamp + 24 h, sessionId, in localStorage', () => {
    const record = saveLmsToken('tok', 5000);
    expect(record).toEqual({
      token: 'tok',
      timestamp: 5000,
      expiresAt: 5000 + 24 * 60 * 60 * 1000,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.parse(localStorage.getItem('gs.lmsToken') ?? '')).toEqual(record);
    expect(readLmsToken()).toEqual(record);
  });

  it('is usable until it expires, then the URL token is used', () => {
    saveLmsToken('stored', 0);
    window.history.replaceState(null, '', '/?auth=from-url');
    expect(usableLmsToken(24 * 60 * 60 * 1000 - 1)).toBe('stored');
    expect(usableLmsToken(24 * 60 * 60 * 1000)).toBe('from-url');
    clearLmsToken();
    window.history.replaceState(null, '', '/');
    expect(hasLmsToken()).toBe(false);
  });
});

describe('the token a page is opened with', () => {
  it('leaves the address at start-up, keeping the rest of it, and is handed out once', () => {
    window.history.replaceState(null, '', '/student?tab=2&auth=tok-1#top');
    takeTokenFromAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/student?tab=2#top',
    );
    expect(takeLaunchToken()).toBe('tok-1');
    expect(takeLaunchToken()).toBeNull();
  });

  it('leaves an address without a token as it is', () => {
    window.history.replaceState(null, '', '/student?tab=2');
    takeTokenFromAddress();
    expect(window.location.search).toBe('?tab=2');
    expect(takeLaunchToken()).toBeNull();
  });
});

describe('constants of spec §9', () => {
  it('have the spec values', () => {
    expect(constants).toMatchObject({
      LMS_TOKEN_VALIDITY_MS: 24 * 60 * 60 * 1000,
      SESSION_REFRESH_THRESHOLD_MS: 30 * 60 * 1000,
      PROACTIVE_REFRESH_TOKEN_AGE_MS: 20 * 60 * 1000,
      COOKIE_REFRESH_DEBOUNCE_MS: 5000,
      AUTH_MAX_RETRIES: 3,
      AUTH_RETRY_WAITS_MS: [1000, 2000],
      PERIODIC_AUTH_CHECK_MS: 15 * 60 * 1000,
      REDIRECT_WAIT_WITH_LMS_TOKEN_MS: 3000,
      REDIRECT_WAIT_MS: 1000,
      TOAST_DURATION_MS: 5000,
      LOGOUT_POPUP_WIDTH: 400,
      LOGOUT_POPUP_HEIGHT: 600,
      LOGOUT_POPUP_REDIRECT_MS: 3000,
    });
  });
});
