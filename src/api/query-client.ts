import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getAuthState } from '../lib/session/auth-store';
import { LOGIN_PATH, sendToLogin } from '../lib/session/navigation';
import { isApiError, isClientError } from './api-error';
import { UNKNOWN_ERROR_MESSAGE, UNPROCESSABLE_DATA_MESSAGE } from './error-messages';
import { showErrorToast } from '../lib/toasts';

/** What a query or mutation says about its own errors (TanStack Query's `meta`). */
export type DataFetchMeta = {
  /** 400 and 422 stay quiet: set by every query and mutation of the quiz page (spec §8). */
  quietValidationErrors?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DataFetchMeta;
    mutationMeta: DataFetchMeta;
  }
}

/** The meta of every query and mutation the quiz page /student/classes/{classId}/quiz/{quizId} makes. */
export const QUIZ_PAGE_META: DataFetchMeta = { quietValidationErrors: true };

/**
 * Spec §8 data-fetch handler, for every query and mutation: 400 shows the detail message, 422 shows
 * 'Empty or Unprocessable Data' (both quiet for the quiz page's requests); a 401 outside /login
 * resets the user and opens /login, unless the method is lms with a user (the lms session refresh
 * owns that case).
 */
export function handleDataFetchError(error: unknown, meta: DataFetchMeta | undefined) {
  if (!isApiError(error)) return;
  const quiet = meta?.quietValidationErrors === true;
  if (error.status === 400) {
    if (!quiet) showErrorToast(error.message || UNKNOWN_ERROR_MESSAGE);
    return;
  }
  if (error.status === 422) {
    if (!quiet) showErrorToast(UNPROCESSABLE_DATA_MESSAGE);
    return;
  }
  const { pathname } = window.location;
  if (error.status === 401 && pathname !== LOGIN_PATH) {
    const { authMethod, user, clearUser } = getAuthState();
    if (authMethod === 'lms' && user) return;
    clearUser();
    sendToLogin();
  }
}

const MAX_QUERY_RETRIES = 2;

/** Retries network failures and 5xx twice; a 4xx answer will not change, so it is not retried. */
export const shouldRetryQuery = (failureCount: number, error: unknown) =>
  !isClientError(error) && failureCount < MAX_QUERY_RETRIES;

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleDataFetchError(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleDataFetchError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
