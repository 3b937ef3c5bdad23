import { describe, expect, it } from 'vitest';
import { ANSWER_GRACE_SECONDS } from '../../../contract';
import { isOverdue, overdueBefore } from '../../../server/services/attempts/overdue';

const deadlineAt = new Date('2026-05-04T10:30:00Z');
const at = (secondsAfterDeadline: number) =>
  new Date(deadlineAt.getTime() + secondsAfterDeadline * 1000);
const open = { status: 'open' as const, deadlineAt };

describe('when an attempt is overdue', () => {
  it('is not at its deadline nor within the network grace after it', () => {
    expect(isOverdue(open, at(0))).toBe(false);
    expect(isOverdue(open, at(ANSWER_GRACE_SECONDS))).toBe(false);
  });

  it('is once the grace is over', () => {
    expect(isOverdue(open, at(ANSWER_GRACE_SECONDS + 0.001))).toBe(true);
  });

  it('never is without a deadline', () => {
    expect(isOverdue({ status: 'open', deadlineAt: null }, at(86_400))).toBe(false);
  });

  it('never is once closed', () => {
    expect(isOverdue({ status: 'submitted', deadlineAt }, at(86_400))).toBe(false);
    expect(isOverdue({ status: 'expired', deadlineAt }, at(86_400))).toBe(false);
  });

  it('agrees with the deadline cut-off the sweep queries by', () => {
    const now = at(ANSWER_GRACE_SECONDS + 1);
    expect(deadlineAt.getTime() < overdueBefore(now).getTime()).toBe(isOverdue(open, now));
    expect(overdueBefore(at(ANSWER_GRACE_SECONDS))).toEqual(deadlineAt);
  });
});
