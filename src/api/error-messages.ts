import { IMPERSONATION_MESSAGES, SESSION_EXPIRED_MESSAGE } from '../../contract/error-codes';

/** The texts of the error catalogue (spec §4 and §8). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
export const SERVER_ERROR_MESSAGE = 'A server error occurred. Please try again later.';
export const UNPROCESSABLE_DATA_MESSAGE = 'Empty or Unprocessable Data';
export { IMPERSONATION_MESSAGES, SESSION_EXPIRED_MESSAGE };
