import { ErrorCode } from '../../contract/error-codes';
import { useImpersonationStore } from '../lib/session/impersonation-store';
import type { ApiError } from './api-error';
import {
  IMPERSONATION_MESSAGES,
  SERVER_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './error-messages';
import { showErrorToast, showWarningToast } from '../lib/toasts';

function handleForbidden(error: ApiError) {
  const impersonation = useImpersonationStore.getState();
  if (!impersonation.impersonatedStudent) return;
  switch (error.errorCode) {
    case ErrorCode.IMPERSONATION_READ_ONLY:
      showWarningToast(IMPERSONATION_MESSAGES[ErrorCode.IMPERSONATION_READ_ONLY]);
      return;
    case ErrorCode.IMPERSONATION_NOT_PERMITTED: {
      const message = IMPERSONATION_MESSAGES[ErrorCode.IMPERSONATION_NOT_PERMITTED];
      showErrorToast(message);
      impersonation.fail(message);
      return;
    }
    case ErrorCode.CLASS_NOT_ACCESSIBLE:
      showWarningToast(IMPERSONATION_MESSAGES[ErrorCode.CLASS_NOT_ACCESSIBLE]);
      return;
    default:
      showErrorToast(error.message || UNKNOWN_ERROR_MESSAGE);
  }
}

/**
 * Spec §8 for every answer but 401 (session handling, see http-client): 429 silent; 403 by code while
 * impersonating, silent otherwise; other 4xx the server's message; 5xx the server-error text.
 * 400 and 422 are left to the data-fetch handler (query-client), which has its own texts and stays
 * quiet on the quiz page — showing them here too would toast twice and defeat that rule.
 */
export function applyErrorCatalogue(error: ApiError) {
  const { status } = error;
  if (status === 401 || status === 429 || status === 400 || status === 422) return;
  if (status === 403) {
    handleForbidden(error);
    return;
  }
  if (status >= 400 && status < 500) {
    showErrorToast(error.message || UNKNOWN_ERROR_MESSAGE);
    return;
  }
  if (status >= 500) showErrorToast(SERVER_ERROR_MESSAGE);
}
