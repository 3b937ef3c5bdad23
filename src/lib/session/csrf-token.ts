import { CSRF_COOKIE } from '../../../contract/auth';

/**
 * The CSRF token of a cookie session (the readable cookie the server set beside it), which every
 * state-changing call sends back in X-CSRF-Token; null without a cookie session.
 */
export function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
