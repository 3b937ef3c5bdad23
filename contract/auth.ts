export const AUTH_METHODS = ['logto', 'lms', 'teachable'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** Request headers of spec §7. */
export const Header = {
  AUTH_METHOD: 'x-auth-method',
  IMPERSONATED_ID: 'x-impersonated-id',
  CSRF_TOKEN: 'x-csrf-token',
} as const;

/** Name of the cookie that carries a server session (lms and teachable methods). */
export const SESSION_COOKIE = 'gs_session';
/** Name of the readable cookie holding the CSRF token for cookie sessions (double submit). */
export const CSRF_COOKIE = 'gs_csrf';

/** Spec §9. */
export const LMS_TOKEN_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** What the Teachable sign-in popup's last page posts to the frame that opened it (app origin only). */
export const TEACHABLE_SIGNED_IN_MESSAGE = 'groundschool:teachable-signed-in';
