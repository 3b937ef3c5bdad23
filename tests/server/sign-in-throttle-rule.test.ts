import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  FAILURE_WINDOW_MS,
  FIRST_WAIT_MS,
  MAX_WAIT_MS,
  waitLeftMs,
  waitMessage,
  type ThrottleState,
} from '../../server/auth/sign-in-throttle/throttle-rule';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, 0) + minutes * 60_000);

/** The state after failures at each of `minutes`. */
const failuresAt = (...minutes: number[]) =>
  minutes.reduce<ThrottleState | undefined>(
    (state, minute) => afterFailure(state, at(minute)),
    undefined,
  );

describe('sign-in throttling rule', () => {
  it('lets four failures in the window go without a wait', () => {
    expect(waitLeftMs(failuresAt(0, 1, 2, 3), at(3))).toBe(0);
  });

  it('makes the key wait after the fifth failure in 15 minutes', () => {
    expect(waitLeftMs(failuresAt(0, 1, 2, 3, 4), at(4))).toBe(FIRST_WAIT_MS);
  });

  it('doubles the wait with each further failure', () => {
    expect(waitLeftMs(failuresAt(0, 1, 2, 3, 4, 5), at(5))).toBe(2 * FIRST_WAIT_MS);
    expect(waitLeftMs(failuresAt(0, 1, 2, 3, 4, 5, 6), at(6))).toBe(4 * FIRST_WAIT_MS);
  });

  it('never makes a key wait longer than the cap', () => {
    const many = failuresAt(...Array.from({ length: 12 }, (_, index) => index));
    expect(waitLeftMs(many, at(11))).toBe(MAX_WAIT_MS);
  });

  it('lets the key try again once the wait is over', () => {
    const locked = failuresAt(0, 1, 2, 3, 4);
    expect(waitLeftMs(locked, new Date(at(4).getTime() + FIRST_WAIT_MS))).toBe(0);
  });

  it('starts counting afresh once the window is over', () => {
    const old = failuresAt(0, 1, 2, 3);
    const later = afterFailure(old, new Date(at(0).getTime() + FAILURE_WINDOW_MS + 1));
    expect(later.failures).toBe(1);
    expect(later.lockedUntil).toBeNull();
  });

  it('says how long to wait in words', () => {
    expect(waitMessage(30_000)).toBe('Too many failed sign-ins. Wait 30 seconds and try again.');
    expect(waitMessage(120_000)).toBe('Too many failed sign-ins. Wait 2 minutes and try again.');
    expect(waitMessage(61_000)).toBe('Too many failed sign-ins. Wait 2 minutes and try again.');
  });
});
