import { describe, expect, it } from 'vitest';
import { streakOf } from '../../../server/services/progress/streak';

const at = (iso: string) => new Date(iso);

describe('study streaks', () => {
  it('counts consecutive days up to today', () => {
    const streak = streakOf(
      [at('2026-03-01T10:00:00Z'), at('2026-03-02T10:00:00Z'), at('2026-03-03T09:00:00Z')],
      'UTC',
      at('2026-03-03T20:00:00Z'),
    );
    expect(streak).toEqual({ current: 3, longest: 3 });
  });

  it('keeps the streak alive while today is still open', () => {
    const streak = streakOf(
      [at('2026-03-01T10:00:00Z'), at('2026-03-02T10:00:00Z')],
      'UTC',
      at('2026-03-03T08:00:00Z'),
    );
    expect(streak.current).toBe(2);
  });

  it('ends the streak after a whole day without study', () => {
    const streak = streakOf(
      [at('2026-03-01T10:00:00Z'), at('2026-03-02T10:00:00Z')],
      'UTC',
      at('2026-03-04T08:00:00Z'),
    );
    expect(streak).toEqual({ current: 0, longest: 2 });
  });

  it('counts several sessions on one day once', () => {
    const streak = streakOf(
      [at('2026-03-02T08:00:00Z'), at('2026-03-02T09:00:00Z'), at('2026-03-02T22:00:00Z')],
      'UTC',
      at('2026-03-02T23:00:00Z'),
    );
    expect(streak).toEqual({ current: 1, longest: 1 });
  });

  it("counts days in the class's time zone", () => {
    // 23:30 and 00:30 UTC are two days in UTC but both the evening of 1 March in Chicago (UTC−6).
    const activity = [at('2026-03-01T23:30:00Z'), at('2026-03-02T00:30:00Z')];
    expect(streakOf(activity, 'UTC', at('2026-03-02T01:00:00Z')).current).toBe(2);
    expect(streakOf(activity, 'America/Chicago', at('2026-03-02T01:00:00Z')).current).toBe(1);
  });

  it('bridges the spring daylight-saving change (a 23-hour day)', () => {
    // Chicago moves to UTC−5 on 8 March 2026: study at 21:00 local each evening.
    const streak = streakOf(
      [at('2026-03-07T03:00:00Z'), at('2026-03-08T03:00:00Z'), at('2026-03-09T02:00:00Z')],
      'America/Chicago',
      at('2026-03-09T03:00:00Z'),
    );
    expect(streak).toEqual({ current: 3, longest: 3 });
  });

  it('bridges the autumn change (a 25-hour day)', () => {
    // Berlin moves back to UTC+1 on 25 October 2026: study at 00:30 local each night.
    const streak = streakOf(
      [at('2026-10-23T22:30:00Z'), at('2026-10-24T22:30:00Z'), at('2026-10-25T23:30:00Z')],
      'Europe/Berlin',
      at('2026-10-26T08:00:00Z'),
    );
    expect(streak).toEqual({ current: 3, longest: 3 });
  });

  it('remembers the longest run when the current one is shorter', () => {
    const days = ['01', '02', '03', '04', '05', '06', '07', '09', '10'];
    const streak = streakOf(
      days.map((day) => at(`2026-05-${day}T12:00:00Z`)),
      'UTC',
      at('2026-05-10T13:00:00Z'),
    );
    expect(streak).toEqual({ current: 2, longest: 7 });
  });

  it('is nothing without study', () => {
    expect(streakOf([], 'UTC', at('2026-05-10T13:00:00Z'))).toEqual({ current: 0, longest: 0 });
  });
});
