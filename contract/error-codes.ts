// No zod here: the SPA imports these constants into its first-paint code.

/** Product error codes. 110, 112 and 114 are fixed by the spec (§8); the rest are ours. */
export const ErrorCode = {
  VALIDATION_FAILED: 100,
  UNAUTHENTICATED: 101,
  FORBIDDEN: 102,
  NOT_FOUND: 103,
  RATE_LIMITED: 104,
  CSRF_REJECTED: 105,
  LMS_TOKEN_INVALID: 106,
  LMS_TOKEN_EXPIRED: 107,
  CONFLICT: 108,
  IMPERSONATION_READ_ONLY: 110,
  IMPERSONATION_NOT_PERMITTED: 112,
  CLASS_NOT_ACCESSIBLE: 114,
  ATTEMPT_CLOSED: 120,
  ANSWER_TOO_LATE: 121,
  QUIZ_COOLDOWN: 122,
  NO_ATTEMPTS_LEFT: 123,
  QUIZ_NOT_OPEN: 124,
  ANSWER_LOCKED: 125,
  /** The drill on the knowledge-test codes cannot start: a drill of other questions is open. */
  OTHER_DRILL_OPEN: 126,
  IMPORT_TOO_SLOW: 130,
  IMPORT_TOO_COMPLEX: 131,
  /** A course platform refused or failed a service call (roster, grades); the message says which. */
  COURSE_PLATFORM_FAILED: 140,
  /** A platform with this issuer and client id is already registered (Course platforms). */
  LTI_PLATFORM_EXISTS: 141,
  /** A Teachable school with this school id is already connected (Course platforms). */
  TEACHABLE_SCHOOL_EXISTS: 142,
  /** The Teachable sign-in this frame claims is not finished yet (the popup is still open). */
  TEACHABLE_SIGN_IN_PENDING: 150,
  /** No Teachable sign-in has this claim (never started, or its record is gone). */
  TEACHABLE_SIGN_IN_UNKNOWN: 151,
  /** The Teachable sign-in was claimed already or took too long: sign in again. */
  TEACHABLE_SIGN_IN_GONE: 152,
  INTERNAL: 199,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The spec's texts for the impersonation codes (§8). */
export const IMPERSONATION_MESSAGES = {
  [ErrorCode.IMPERSONATION_READ_ONLY]:
    'Only read-only access is granted for the impersonated session. You cannot perform this action.',
  [ErrorCode.IMPERSONATION_NOT_PERMITTED]: "You don't have permission to impersonate this user.",
  [ErrorCode.CLASS_NOT_ACCESSIBLE]: "You don't have access to this class.",
} as const;

/** An import whose reading ran past its time budget (IMPORT_PARSE_BUDGET_MS) answers 422 with this. */
export const IMPORT_TOO_SLOW_MESSAGE = 'This file takes too long to read: split it';
/** An import whose reading ran out of stack (HTML nested thousands deep) answers 422 with this. */
export const IMPORT_TOO_COMPLEX_MESSAGE =
  'This file is nested too deeply to read: simplify its HTML or split it';

/** Spec §4: the text shown when a session has ended (server 401 message and SPA toast alike). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
