import { Header } from '../../contract/auth';
import { ErrorCode } from '../../contract/error-codes';
import { apiPath } from '../../contract/paths';
import { getAccessToken } from '../lib/session/access-token';
import { getAuthState } from '../lib/session/auth-store';
import { clearSession } from '../lib/session/clear-session';
import { csrfToken } from '../lib/session/csrf-token';
import { firstPaint } from '../lib/after-first-paint';
import { refreshLmsSession } from '../lib/session/cookie-refresh';
import { impersonatedStudentId } from '../lib/session/impersonation-store';
import { sendToLogin } from '../lib/session/navigation';
import { readAuthSettings } from '../lib/session/settings';
import { ApiError, isApiError, toApiError } from './api-error';
import { apiUrlFrom } from './api-url';
import { applyErrorCatalogue } from './error-catalogue';
import { takeEarlyResponse } from './early-responses';
import { SESSION_EXPIRED_MESSAGE } from './error-messages';
import { showErrorToast } from '../lib/toasts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type ApiRequest = {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: a 401 is thrown as it is, without the session handling of spec §4 (for the calls that
   * establish the session themselves: initialisation, the lms exchange, sign-out).
   */
  sessionHandling?: boolean;
  /** 'blob': the answer is a file (an export), not JSON. */
  responseType?: 'json' | 'blob';
  /** Error codes the caller shows on its screen itself (no toast on top of it). */
  shownByCaller?: readonly number[];
};

/** The API base: VITE_API_BASE_URL, by default `/api` on this origin. */
export const apiUrl = (path: string, query: ApiRequest['query'] = {}) =>
  apiUrlFrom(readAuthSettings().apiBaseUrl, path, query, window.location.origin);

/** Spec §7 headers: bearer token (logto), X-Auth-Method (lms, teachable), X-Impersonated-Id; CSRF. */
async function requestHeaders(method: HttpMethod, hasBody: boolean) {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const { authMethod } = getAuthState();
  if (authMethod === 'logto') {
    const token = await getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  } else {
    headers.set(Header.AUTH_METHOD, authMethod);
  }
  const studentId = impersonatedStudentId();
  if (studentId !== null) headers.set(Header.IMPERSONATED_ID, String(studentId));
  if (method !== 'GET') {
    const csrf = csrfToken();
    if (csrf) headers.set(Header.CSRF_TOKEN, csrf);
  }
  return headers;
}

async function send<T>(path: string, request: ApiRequest): Promise<T> {
  const method = request.method ?? 'GET';
  const url = apiUrl(path, request.query);
  const response = await ((method === 'GET' && takeEarlyResponse(url)) ||
    fetch(url, {
      method,
      credentials: 'include',
      headers: await requestHeaders(method, request.body !== undefined),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    }));
  if (!response.ok) throw await toApiError(response);
  if (request.responseType === 'blob') return (await response.blob()) as T;
  const text = response.status === 204 ? '' : await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  // Typed by the contract, not parsed again here: the server sends only what the route's response
  // schema allows, and parsing would put zod into the JavaScript every screen loads first.
  return data as T;
}

/** lms: opens a cookie session for the token (`GET /users/me?auth=TOKEN`); answers the user. */
export const exchangeLmsToken = (token: string): Promise<unknown> =>
  send(apiPath('usersMe'), { query: { auth: token } });

/** The server refused the token itself: another attempt with it cannot succeed. */
const isRejectedLmsToken = (error: unknown) =>
  isApiError(error) &&
  (error.errorCode === ErrorCode.LMS_TOKEN_INVALID ||
    error.errorCode === ErrorCode.LMS_TOKEN_EXPIRED);

/** `GET /users/me` with the session cookie alone: false when the browser did not keep it. */
async function sessionCookieWorks(): Promise<boolean> {
  try {
    await send(apiPath('usersMe'), {});
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return false;
    throw error;
  }
}

/**
 * lms session refresh with the stored or URL token (3 attempts, then clear and /login). At a launch
 * (`atLaunch`), the check that the browser kept the cookie waits for the first paint: the screen goes
 * on as soon as the exchange answers, and the check is one more round trip it does not need.
 */
export const refreshLmsCookieSession = ({ atLaunch = false } = {}) =>
  refreshLmsSession({
    exchange: exchangeLmsToken,
    sessionCookieWorks: atLaunch ? () => firstPaint().then(sessionCookieWorks) : sessionCookieWorks,
    isFinal: isRejectedLmsToken,
  });

/** Spec §4 session handling on 401. Resolves true when the session was renewed (retry the call). */
async function handleUnauthorized(): Promise<boolean> {
  const { authMethod } = getAuthState();
  if (authMethod === 'lms') return refreshLmsCookieSession();
  if (authMethod === 'teachable') {
    clearSession();
    showErrorToast(SESSION_EXPIRED_MESSAGE);
    sendToLogin();
  }
  // logto: the data-fetch handler (query-client) resets the user and opens /login.
  return false;
}

/**
 * The one way the SPA calls the API: credentials always, the spec's headers, and the error catalogue
 * of spec §8 (toasts, impersonation, session handling). Throws ApiError for a non-2xx answer.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  try {
    return await send(path, request);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) {
      if (request.sessionHandling !== false && (await handleUnauthorized())) {
        return apiFetch(path, { ...request, sessionHandling: false });
      }
      throw error;
    }
    if (error.errorCode === null || !request.shownByCaller?.includes(error.errorCode)) {
      applyErrorCatalogue(error);
    }
    throw error;
  }
}

export { ApiError };
