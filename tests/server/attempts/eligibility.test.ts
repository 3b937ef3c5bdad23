import { describe, expect, it } from 'vitest';
import {
  deadlineFor,
  extraMinutes,
  startBlock,
} from '../../../server/services/attempts/eligibility';

const startedAt = new Date('2026-05-04T10:00:00Z');
const minutesLater = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);
const NO_EXTRA = { extra_time_percent: 0, extra_time_minutes: 0 };

describe("an attempt's deadline", () => {
  it('is the start plus the time limit', () => {
    expect(deadlineFor(startedAt, 20, NO_EXTRA, null)).toEqual(minutesLater(20));
  });

  it("adds the student's extra time, in percent of the limit and in minutes", () => {
    const extra = { extra_time_percent: 50, extra_time_minutes: 5 };
    expect(deadlineFor(startedAt, 20, extra, null)).toEqual(minutesLater(35));
  });

  it("tells the student's extra time apart: none on an untimed quiz", () => {
    const extra = { extra_time_percent: 50, extra_time_minutes: 5 };
    expect(extraMinutes(20, extra)).toBe(15);
    expect(extraMinutes(null, extra)).toBe(0);
  });

  it('is never after the quiz closes', () => {
    expect(deadlineFor(startedAt, 20, NO_EXTRA, minutesLater(10))).toEqual(minutesLater(10));
    expect(deadlineFor(startedAt, null, NO_EXTRA, minutesLater(10))).toEqual(minutesLater(10));
  });

  it('is none for an untimed quiz that never closes', () => {
    expect(deadlineFor(startedAt, null, NO_EXTRA, null)).toBeNull();
  });
});

describe('whether an attempt may start', () => {
  const rules = {
    attemptsUsed: 0,
    attemptsAllowed: null,
    lastFinishedAt: null,
    cooldownHours: 0,
    opensAt: null,
    closesAt: null,
  };

  it('may by default', () => {
    expect(startBlock(rules, startedAt)).toBeNull();
  });

  it('may not before the quiz opens or once it closes', () => {
    expect(startBlock({ ...rules, opensAt: minutesLater(1) }, startedAt)).toEqual({
      reason: 'not_open',
    });
    expect(startBlock({ ...rules, closesAt: startedAt }, startedAt)).toEqual({
      reason: 'not_open',
    });
  });

  it('may not once the attempts allowed are used', () => {
    expect(startBlock({ ...rules, attemptsUsed: 1, attemptsAllowed: 1 }, startedAt)).toEqual({
      reason: 'no_attempts_left',
    });
  });

  it('waits out the cooldown after the last finished attempt', () => {
    const last = { ...rules, lastFinishedAt: minutesLater(-60), cooldownHours: 2 };
    expect(startBlock(last, startedAt)).toEqual({ reason: 'cooldown', until: minutesLater(60) });
    expect(startBlock(last, minutesLater(60))).toBeNull();
  });
});
