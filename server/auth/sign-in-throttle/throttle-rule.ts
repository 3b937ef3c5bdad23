/**
 * Two kinds of limit on password guessing (OWASP ASVS V2.2.1). Keys naming the client's address
 * refuse (429) once they have failed too often; the key naming only the account never refuses,
 * it slows every answer for that account down a little: nobody can lock someone else out by
 * typing their e-mail, and the person with the right password from an address that has not been
 * failing always gets in.
 */

/** Failed sign-ins within the window before a key has to wait (or is slowed down), by kind. */
export const FREE_FAILURES = {
  /** One account from one address: someone guessing at one account. */
  accountFromAddress: 5,
  /** One address, whatever accounts it tries: more, as a school's classroom shares one address. */
  address: 20,
  /** One account from anywhere: after these, answers are held back (never refused). */
  account: 5,
} as const;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** The first wait of a refusing key; each further failure doubles it, up to the cap. */
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** The first slow-down of an account; each further failure doubles it, up to the cap. */
export const FIRST_SLOW_DOWN_MS = 500;
export const MAX_SLOW_DOWN_MS = 4_000;

export type ThrottleState = {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
};

export type KeyKind = keyof typeof FREE_FAILURES;

/** The throttle keys of one sign-in attempt, by kind. */
export type SignInKeys = Record<KeyKind, string>;

export const KEY_KINDS: KeyKind[] = ['accountFromAddress', 'address', 'account'];
/** The kinds of key that refuse (429) once they have failed too often; `account` never does. */
export const REFUSING_KINDS: KeyKind[] = ['accountFromAddress', 'address'];

/** The keys for the typed e-mail (whether or not the account exists) and the client's address. */
export function signInKeys(email: string, address: string): SignInKeys {
  const account = email.trim().toLowerCase();
  return {
    accountFromAddress: `account-address:${address} ${account}`,
    address: `address:${address}`,
    account: `account:${account}`,
  };
}

/** How long a refusing key must still wait before it may try again (0: it may try now). */
export function waitLeftMs(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

const inWindow = (state: ThrottleState, now: Date) =>
  now.getTime() - state.windowStartedAt.getTime() <= FAILURE_WINDOW_MS;

/**
 * The state of a key of `kind` after one more failure at `now`: a new window when the old one is
 * over; locked once a refusing key has used its free failures, never for the account key.
 */
export function afterFailure(
  kind: KeyKind,
  state: ThrottleState | undefined,
  now: Date,
): ThrottleState {
  const windowOver = !state || !inWindow(state, now);
  const failures = windowOver ? 1 : state.failures + 1;
  const windowStartedAt = windowOver ? now : state.windowStartedAt;
  const free = FREE_FAILURES[kind];
  if (kind === 'account' || failures < free)
    return { failures, windowStartedAt, lockedUntil: null };
  const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - free));
  return { failures, windowStartedAt, lockedUntil: new Date(now.getTime() + wait) };
}

/**
 * How long to hold an answer for an account that has been failing from anywhere: nothing for the
 * first failures of the window, then doubling up to a few seconds. It never refuses.
 */
export function slowDownMs(state: ThrottleState | undefined, now: Date): number {
  const free = FREE_FAILURES.account;
  if (!state || !inWindow(state, now) || state.failures < free) return 0;
  return Math.min(MAX_SLOW_DOWN_MS, FIRST_SLOW_DOWN_MS * 2 ** (state.failures - free));
}

/** "Too many failed sign-ins. Wait 2 minutes and try again." */
export function waitMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const amount =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-ins. Wait ${amount} and try again.`;
}
