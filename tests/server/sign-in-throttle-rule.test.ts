import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  FAILURE_WINDOW_MS,
  FIRST_SLOW_DOWN_MS,
  FIRST_WAIT_MS,
  FREE_FAILURES,
  MAX_SLOW_DOWN_MS,
  MAX_WAIT_MS,
  REFUSING_KINDS,
  signInKeys,
  slowDownMs,
  waitLeftMs,
  waitMessage,
  type KeyKind,
  type ThrottleState,
} from '../../server/auth/sign-in-throttle/throttle-rule';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, 0) + minutes * 60_000);

/** The state of a key of `kind` after failures at each of `minutes`. */
const failuresAt = (kind: KeyKind, ...minutes: number[]) =>
  minutes.reduce<ThrottleState | undefined>(
    (state, minute) => afterFailure(kind, state, at(minute)),
    undefined,
  );

/** `count` failures, ten a second from minute 0. */
const failures = (kind: KeyKind, count: number) =>
  failuresAt(kind, ...Array.from({ length: count }, (_, index) => index / 600));
const afterFailures = (count: number) => at(count / 600);

describe('sign-in throttling rule for the account from one address', () => {
  const kind = 'accountFromAddress';

  it('lets four failures in the window go without a wait', () => {
    expect(waitLeftMs(failuresAt(kind, 0, 1, 2, 3), at(3))).toBe(0);
  });

  it('makes the key wait after the fifth failure in 15 minutes', () => {
    expect(waitLeftMs(failuresAt(kind, 0, 1, 2, 3, 4), at(4))).toBe(FIRST_WAIT_MS);
  });

  it('doubles the wait with each further failure', () => {
    expect(waitLeftMs(failuresAt(kind, 0, 1, 2, 3, 4, 5), at(5))).toBe(2 * FIRST_WAIT_MS);
    expect(waitLeftMs(failuresAt(kind, 0, 1, 2, 3, 4, 5, 6), at(6))).toBe(4 * FIRST_WAIT_MS);
  });

  it('never makes a key wait longer than the cap', () => {
    const many = failuresAt(kind, ...Array.from({ length: 12 }, (_, index) => index));
    expect(waitLeftMs(many, at(11))).toBe(MAX_WAIT_MS);
  });

  it('lets the key try again once the wait is over', () => {
    const locked = failuresAt(kind, 0, 1, 2, 3, 4);
    expect(waitLeftMs(locked, new Date(at(4).getTime() + FIRST_WAIT_MS))).toBe(0);
  });

  it('starts counting afresh once the window is over', () => {
    const old = failuresAt(kind, 0, 1, 2, 3);
    const later = afterFailure(kind, old, new Date(at(0).getTime() + FAILURE_WINDOW_MS + 1));
    expect(later.failures).toBe(1);
    expect(later.lockedUntil).toBeNull();
  });

  it('says how long to wait in words', () => {
    expect(waitMessage(30_000)).toBe('Too many failed sign-ins. Wait 30 seconds and try again.');
    expect(waitMessage(120_000)).toBe('Too many failed sign-ins. Wait 2 minutes and try again.');
    expect(waitMessage(61_000)).toBe('Too many failed sign-ins. Wait 2 minutes and try again.');
  });
});

describe('sign-in throttling rule for an address, whatever accounts it tries', () => {
  it('allows more failures than for one account, as a classroom shares one address', () => {
    expect(FREE_FAILURES.address).toBeGreaterThan(FREE_FAILURES.accountFromAddress);
    expect(waitLeftMs(failures('address', FREE_FAILURES.address - 1), afterFailures(20))).toBe(0);
  });

  it('makes the address wait once those are used', () => {
    const locked = failures('address', FREE_FAILURES.address);
    expect(waitLeftMs(locked, afterFailures(FREE_FAILURES.address))).toBeGreaterThan(0);
  });
});

describe('sign-in throttle keys', () => {
  it('refuse by the account from this address and by the address alone', () => {
    const keys = signInKeys(' Pat.Pilot@Example.test ', '203.0.113.7');
    expect(REFUSING_KINDS.map((kind) => keys[kind])).toEqual([
      'account-address:203.0.113.7 pat.pilot@example.test',
      'address:203.0.113.7',
    ]);
  });

  it('never refuse by the account alone: that key only slows down', () => {
    expect(REFUSING_KINDS).not.toContain('account');
    expect(signInKeys('pat.pilot@example.test', '203.0.113.7').account).toBe(
      'account:pat.pilot@example.test',
    );
  });

  it('share only the account key between two addresses', () => {
    const fromA = signInKeys('pat.pilot@example.test', '203.0.113.7');
    const fromB = signInKeys('pat.pilot@example.test', '198.51.100.9');
    expect(fromA.account).toBe(fromB.account);
    expect(fromA.accountFromAddress).not.toBe(fromB.accountFromAddress);
    expect(fromA.address).not.toBe(fromB.address);
  });
});

describe('account slow-down rule', () => {
  it('never locks the account key, however many failures', () => {
    const many = failures('account', 1000);
    expect(many?.lockedUntil).toBeNull();
    expect(waitLeftMs(many, afterFailures(1000))).toBe(0);
  });

  it('holds no answer back for the first four failures of the window', () => {
    expect(slowDownMs(undefined, at(0))).toBe(0);
    expect(slowDownMs(failuresAt('account', 0, 1, 2, 3), at(3))).toBe(0);
  });

  it('holds answers back after the fifth failure, doubling with each further one', () => {
    expect(slowDownMs(failuresAt('account', 0, 1, 2, 3, 4), at(4))).toBe(FIRST_SLOW_DOWN_MS);
    expect(slowDownMs(failuresAt('account', 0, 1, 2, 3, 4, 5), at(5))).toBe(2 * FIRST_SLOW_DOWN_MS);
  });

  it('never holds an answer back longer than a few seconds', () => {
    expect(slowDownMs(failures('account', 1000), afterFailures(1000))).toBe(MAX_SLOW_DOWN_MS);
    expect(MAX_SLOW_DOWN_MS).toBeLessThanOrEqual(5_000);
  });

  it('stops once the window is over', () => {
    const attack = failuresAt('account', 0, 1, 2, 3, 4, 5);
    expect(slowDownMs(attack, new Date(at(0).getTime() + FAILURE_WINDOW_MS + 1))).toBe(0);
  });
});
