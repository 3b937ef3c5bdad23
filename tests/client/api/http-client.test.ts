import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contract';
import { ApiError } from '../../../src/api/api-error';
import { apiFetch } from '../../../src/api/http-client';
import { registerAccessTokenGetter } from '../../../src/lib/session/access-token';
import { getAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import {
  startImpersonation,
  useImpersonationStore,
} from '../../../src/lib/session/impersonation-store';
import { readLmsToken, saveLmsToken } from '../../../src/lib/session/lms-token';
import { blockedCookiesLaunchUrl } from '../../../src/lib/session/blocked-cookies';
import { api, apiAddress, errorResponse, makeUser } from '../helpers/api-handlers';
import { resetSession, installHistoryNavigator } from '../helpers/session';
import { server } from '../msw-server';

type Seen = StrictRequest<DefaultBodyType>;

const ok = (seen: Seen[] = []) =>
  http.all(apiAddress('/things'), ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ ok: true });
  });

const failing = (status: number, code: number, message: string) =>
  http.all(apiAddress('/things'), () => errorResponse(status, code, message));

const signIn = (authMethod: 'logto' | 'lms' | 'teachable') => {
  useAuthStore.setState({ authMethod, isInitialized: true });
  getAuthState().setUser(makeUser());
};

/** The text of every toast on screen. */
const toasts = () => screen.queryAllByRole('status').map((node) => node.textContent);

const expectRejection = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeEach(() => {
  resetSession('/student');
  installHistoryNavigator();
  render(createElement(Toaster));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('calls the API under /api on this origin by default, with credentials', async () => {
    const seen: Seen[] = [];
    server.use(ok(seen));
    await apiFetch('/things');
    expect(seen[0]?.url).toBe(`${window.location.origin}/api/things`);
    expect(seen[0]?.credentials).toBe('include');
  });

  it('takes the API base from VITE_API_BASE_URL', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v1/');
    const seen: Seen[] = [];
    server.use(
      http.get('https://api.example.com/v1/things', ({ request }) => {
        seen.push(request);
        return HttpResponse.json({});
      }),
    );
    await apiFetch('/things');
    expect(seen).toHaveLength(1);
    vi.unstubAllEnvs();
  });

  it('encodes query values and answers the JSON body', async () => {
    const seen: Seen[] = [];
    server.use(ok(seen));
    const result = await apiFetch<{ ok: boolean }>('/things', {
      query: { q: 'a b&c', skip: undefined },
    });
    expect(result).toEqual({ ok: true });
    expect(new URL(seen[0]!.url).search).toBe('?q=a%20b%26c');
  });

  it('sends a JSON body', async () => {
    const seen: Seen[] = [];
    server.use(ok(seen));
    await apiFetch('/things', { method: 'POST', body: { name: 'Wright' } });
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ name: 'Wright' });
  });

  it('throws ApiError with status, error_code, message and fields', async () => {
    server.use(
      http.get(apiAddress('/things'), () =>
        HttpResponse.json(
          {
            detail: {
              error_code: ErrorCode.VALIDATION_FAILED,
              message: 'Invalid request.',
              fields: [{ path: 'body.name', message: 'Name is required.' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await expectRejection(apiFetch('/things'));
    expect(error.status).toBe(422);
    expect(error.errorCode).toBe(ErrorCode.VALIDATION_FAILED);
    expect(error.message).toBe('Invalid request.');
    expect(error.fields).toEqual([{ path: 'body.name', message: 'Name is required.' }]);
  });
});

describe('headers (spec §7)', () => {
  it('logto: Authorization bearer token from Logto, no X-Auth-Method', async () => {
    signIn('logto');
    registerAccessTokenGetter(async () => 'access-123');
    const seen: Seen[] = [];
    server.use(ok(seen));
    await apiFetch('/things');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer access-123');
    expect(seen[0]?.headers.get('x-auth-method')).toBeNull();
  });

  it.each(['lms', 'teachable'] as const)('%s: X-Auth-Method, no bearer token', async (method) => {
    signIn(method);
    registerAccessTokenGetter(async () => 'access-123');
    const seen: Seen[] = [];
    server.use(ok(seen));
    await apiFetch('/things');
    expect(seen[0]?.headers.get('x-auth-method')).toBe(method);
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('X-Impersonated-Id with every call while impersonating', async () => {
    signIn('logto');
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    const seen: Seen[] = [];
    server.use(ok(seen));
    await apiFetch('/things');
    await apiFetch('/things', { method: 'POST', body: {} });
    expect(seen.map((request) => request.headers.get('x-impersonated-id'))).toEqual(['42', '42']);
  });

  it('no X-Impersonated-Id when not impersonating', async () => {
    signIn('logto');
    const seen: Seen[] = [];
    server.use(ok(seen));
    await apiFetch('/things');
    expect(seen[0]?.headers.get('x-impersonated-id')).toBeNull();
  });

  it('X-CSRF-Token from the gs_csrf cookie on non-GET calls of a cookie session', async () => {
    signIn('teachable');
    document.cookie = 'gs_csrf=csrf-abc; path=/';
    const seen: Seen[] = [];
    server.use(ok(seen));
    await apiFetch('/things', { method: 'PATCH', body: {} });
    await apiFetch('/things');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-abc');
    expect(seen[1]?.headers.get('x-csrf-token')).toBeNull();
  });
});

describe('error catalogue (spec §8)', () => {
  it('429 is passed on silently', async () => {
    server.use(failing(429, ErrorCode.RATE_LIMITED, 'Too many requests.'));
    const error = await expectRejection(apiFetch('/things'));
    expect(error.status).toBe(429);
    await act(async () => {});
    expect(toasts()).toEqual([]);
  });

  it('403 when not impersonating shows nothing', async () => {
    server.use(failing(403, ErrorCode.FORBIDDEN, 'Not yours.'));
    await expectRejection(apiFetch('/things'));
    await act(async () => {});
    expect(toasts()).toEqual([]);
  });

  it('403 code 110 while impersonating: the read-only warning', async () => {
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    server.use(failing(403, 110, 'server text'));
    await expectRejection(apiFetch('/things', { method: 'POST', body: {} }));
    expect(
      await screen.findByText(
        'Only read-only access is granted for the impersonated session. You cannot perform this action.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('⚠️')).toBeInTheDocument();
    expect(useImpersonationStore.getState().impersonatedStudent).not.toBeNull();
  });

  it('403 code 112 while impersonating: the error and impersonation stops', async () => {
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    server.use(failing(403, 112, 'server text'));
    await expectRejection(apiFetch('/things'));
    const message = "You don't have permission to impersonate this user.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(useImpersonationStore.getState().impersonatedStudent).toBeNull();
    expect(useImpersonationStore.getState().forbiddenError).toBe(message);
  });

  it('403 code 114 while impersonating: the class warning', async () => {
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    server.use(failing(403, 114, 'server text'));
    await expectRejection(apiFetch('/things'));
    expect(await screen.findByText("You don't have access to this class.")).toBeInTheDocument();
    expect(useImpersonationStore.getState().impersonatedStudent).not.toBeNull();
  });

  it('403 with another code while impersonating: the server message', async () => {
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    server.use(failing(403, ErrorCode.CSRF_REJECTED, 'Reload the page and try again.'));
    await expectRejection(apiFetch('/things', { method: 'POST', body: {} }));
    expect(await screen.findByText('Reload the page and try again.')).toBeInTheDocument();
  });

  it('other 4xx: a toast with the server message', async () => {
    server.use(failing(404, ErrorCode.NOT_FOUND, 'This quiz does not exist.'));
    await expectRejection(apiFetch('/things'));
    expect(await screen.findByText('This quiz does not exist.')).toBeInTheDocument();
  });

  it('no toast for an error code the caller shows itself', async () => {
    server.use(failing(409, ErrorCode.OTHER_DRILL_OPEN, 'Another drill is open.'));
    await expectRejection(apiFetch('/things', { shownByCaller: [ErrorCode.OTHER_DRILL_OPEN] }));
    await act(async () => {});
    expect(toasts()).toEqual([]);
  });

  it("other 4xx without a message: 'An unknown error occurred.'", async () => {
    server.use(http.get(apiAddress('/things'), () => new HttpResponse('nope', { status: 409 })));
    await expectRejection(apiFetch('/things'));
    expect(await screen.findByText('An unknown error occurred.')).toBeInTheDocument();
  });

  it("5xx: 'A server error occurred. Please try again later.'", async () => {
    server.use(http.get(apiAddress('/things'), () => new HttpResponse(null, { status: 503 })));
    await expectRejection(apiFetch('/things'));
    expect(
      await screen.findByText('A server error occurred. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('400 and 422 are left to the data-fetch handler (no toast from the client)', async () => {
    server.use(failing(400, ErrorCode.VALIDATION_FAILED, 'Bad input.'));
    await expectRejection(apiFetch('/things'));
    await act(async () => {});
    expect(toasts()).toEqual([]);
  });
});

describe('401, teachable', () => {
  it("resets the state, toasts 'Your session has expired. Please log in again.' and opens /login", async () => {
    signIn('teachable');
    startImpersonation({ id: 42, name: 'Bessie Coleman' });
    server.use(failing(401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.'));
    await expectRejection(apiFetch('/things'));
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(getAuthState().user).toBeNull();
    expect(useImpersonationStore.getState().impersonatedStudent).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(getAuthState().redirect).toBe('/student');
  });
});

describe('401, logto', () => {
  it('is thrown as it is: the data-fetch handler decides', async () => {
    signIn('logto');
    server.use(failing(401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.'));
    await expectRejection(apiFetch('/things'));
    expect(getAuthState().user).not.toBeNull();
    expect(window.location.pathname).toBe('/student');
  });
});

describe('401, lms: refresh with the stored or URL token', () => {
  const exchanges: string[] = [];
  /** Whether the browser sends the session cookie the exchange set (false: cookies blocked). */
  let cookieKept = true;
  const exchangeAnswers = (...answers: Array<'ok' | 'fail' | 'expired'>) =>
    http.get(api('usersMe'), ({ request }) => {
      const token = new URL(request.url).searchParams.get('auth');
      if (token === null) {
        return cookieKept
          ? HttpResponse.json(makeUser())
          : errorResponse(401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
      }
      exchanges.push(token);
      const answer = answers.shift() ?? 'fail';
      if (answer === 'ok') return HttpResponse.json(makeUser());
      if (answer === 'expired') return errorResponse(401, ErrorCode.LMS_TOKEN_EXPIRED, 'Expired.');
      return errorResponse(401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
    });

  beforeEach(() => {
    exchanges.length = 0;
    cookieKept = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signIn('lms');
    saveLmsToken('stored-token');
  });

  it('renews the session with the stored token and repeats the call', async () => {
    let calls = 0;
    server.use(
      http.get(apiAddress('/things'), () => {
        calls += 1;
        return calls === 1
          ? errorResponse(401, ErrorCode.UNAUTHENTICATED, 'Sign in to continue.')
          : HttpResponse.json({ ok: true });
      }),
      exchangeAnswers('ok'),
    );
    await expect(apiFetch('/things')).resolves.toEqual({ ok: true });
    expect(exchanges).toEqual(['stored-token']);
  });

  it('uses the URL token when none is stored', async () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/student?auth=url-token');
    server.use(failing(401, 101, 'x'), exchangeAnswers('ok'));
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toEqual(['url-token']);
  });

  it('makes at most 3 attempts, waiting 1 s then 2 s, then clears the state and opens /login', async () => {
    server.use(failing(401, 101, 'x'), exchangeAnswers('fail', 'fail', 'fail', 'ok'));
    const result = expectRejection(apiFetch('/things'));
    await vi.advanceTimersByTimeAsync(0);
    expect(exchanges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(exchanges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(exchanges).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(exchanges).toHaveLength(2);
    expect(getAuthState().user).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(exchanges).toHaveLength(3);
    await result;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(exchanges).toHaveLength(3);
    expect(getAuthState().user).toBeNull();
    expect(readLmsToken()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('succeeds on a later attempt', async () => {
    let calls = 0;
    server.use(
      http.get(apiAddress('/things'), () => {
        calls += 1;
        return calls === 1 ? errorResponse(401, 101, 'x') : HttpResponse.json({ ok: true });
      }),
      exchangeAnswers('fail', 'ok'),
    );
    const result = apiFetch('/things');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(exchanges).toHaveLength(2);
    expect(window.location.pathname).toBe('/student');
  });

  it('stops early when the server says the token itself is expired or invalid', async () => {
    server.use(failing(401, 101, 'x'), exchangeAnswers('expired'));
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toHaveLength(1);
    expect(window.location.pathname).toBe('/login');
  });

  it('clears the state and opens /login at once without any token', async () => {
    localStorage.clear();
    server.use(failing(401, 101, 'x'), exchangeAnswers('ok'));
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toEqual([]);
    expect(getAuthState().user).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('does not use an expired stored token', async () => {
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1);
    server.use(failing(401, 101, 'x'), exchangeAnswers('ok'));
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toEqual([]);
  });

  it('one refresh for simultaneous 401s: a refresh in progress is not started again', async () => {
    const seenThings: number[] = [];
    server.use(
      http.get(apiAddress('/things'), () => {
        seenThings.push(1);
        return seenThings.length <= 2 ? errorResponse(401, 101, 'x') : HttpResponse.json({});
      }),
      exchangeAnswers('fail', 'ok'),
    );
    const both = Promise.all([apiFetch('/things'), apiFetch('/things')]);
    await vi.advanceTimersByTimeAsync(1000);
    await both;
    expect(exchanges).toHaveLength(2);
  });

  it('counts a renewal only when the browser keeps the new cookie: 3 attempts, then /login', async () => {
    cookieKept = false;
    server.use(failing(401, 101, 'x'), exchangeAnswers('ok', 'ok', 'ok', 'ok'));
    const result = expectRejection(apiFetch('/things'));
    await vi.advanceTimersByTimeAsync(0);
    expect(exchanges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(exchanges).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(exchanges).toHaveLength(3);
    await result;
    expect(getAuthState().user).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('leaves /login a way out when cookies were blocked: the app in a new tab', async () => {
    cookieKept = false;
    server.use(failing(401, 101, 'x'), exchangeAnswers('ok', 'ok', 'ok'));
    const result = expectRejection(apiFetch('/things'));
    await vi.advanceTimersByTimeAsync(3000);
    await result;
    expect(blockedCookiesLaunchUrl()).toBe(`${window.location.origin}/?auth=stored-token`);
  });

  it('a later 401 does not pass for "still signed in" after cookies were refused', async () => {
    cookieKept = false;
    server.use(failing(401, 101, 'x'), exchangeAnswers('ok', 'ok', 'ok', 'ok'));
    const first = expectRejection(apiFetch('/things'));
    await vi.advanceTimersByTimeAsync(3000);
    await first;
    // Within the 5 s debounce: the refresh that just failed answers "signed out", not "retry".
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toHaveLength(3);
    expect(getAuthState().user).toBeNull();
  });

  it('skips a refresh attempted less than 5 seconds ago', async () => {
    server.use(failing(401, 101, 'x'), exchangeAnswers('ok', 'ok'));
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4999);
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expectRejection(apiFetch('/things'));
    expect(exchanges).toHaveLength(2);
  });
});

describe('requests the page started before the code arrived', () => {
  afterEach(() => {
    delete window.__gsEarly;
  });

  it('takes the answer of the early request instead of asking again', async () => {
    const seen: Seen[] = [];
    server.use(ok(seen));
    signIn('lms');
    window.__gsEarly = { [apiAddress('/things')]: Promise.resolve(Response.json({ early: true })) };
    await expect(apiFetch('/things')).resolves.toEqual({ early: true });
    expect(seen).toHaveLength(0);
  });

  it('takes it once: the next call asks the server', async () => {
    const seen: Seen[] = [];
    server.use(ok(seen));
    signIn('lms');
    window.__gsEarly = { [apiAddress('/things')]: Promise.resolve(Response.json({ early: true })) };
    await apiFetch('/things');
    await expect(apiFetch('/things')).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });

  it('never answers a write with it', async () => {
    const seen: Seen[] = [];
    server.use(ok(seen));
    signIn('lms');
    window.__gsEarly = { [apiAddress('/things')]: Promise.resolve(Response.json({ early: true })) };
    await expect(apiFetch('/things', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });
});
