import { IMPERSONATION_MESSAGES } from '../../contract/error-codes';

/** The texts of the error catalogue (spec §4 and §8). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
export const SERVER_ERROR_MESSAGE = 'A server error occurred. Please try again later.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const UNPROCESSABLE_DATA_MESSAGE = 'Empty or Unprocessable Data';
export { IMPERSONATION_MESSAGES };
