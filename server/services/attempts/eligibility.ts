import type { Accommodations } from '../../../contract';

/** Why an attempt cannot start now, or null when it can. */
export type StartBlock =
  { reason: 'no_attempts_left' } | { reason: 'cooldown'; until: Date } | { reason: 'not_open' };

export type StartRules = {
  /** Finished attempts so far. */
  attemptsUsed: number;
  /** Null: no limit. */
  attemptsAllowed: number | null;
  /** When the latest finished attempt ended. */
  lastFinishedAt: Date | null;
  cooldownHours: number;
  opensAt: Date | null;
  closesAt: Date | null;
};

export function startBlock(rules: StartRules, now: Date): StartBlock | null {
  if (rules.opensAt && now < rules.opensAt) return { reason: 'not_open' };
  if (rules.closesAt && now >= rules.closesAt) return { reason: 'not_open' };
  if (rules.attemptsAllowed !== null && rules.attemptsUsed >= rules.attemptsAllowed) {
    return { reason: 'no_attempts_left' };
  }
  if (rules.lastFinishedAt && rules.cooldownHours > 0) {
    const until = new Date(rules.lastFinishedAt.getTime() + rules.cooldownHours * 3_600_000);
    if (now < until) return { reason: 'cooldown', until };
  }
  return null;
}

type ExtraTime = Pick<Accommodations, 'extra_time_percent' | 'extra_time_minutes'>;

/** A student's extra time on a time limit (percent of it and minutes; 0 when untimed). */
export const extraMinutes = (timeLimitMinutes: number | null, extra: ExtraTime) =>
  timeLimitMinutes === null
    ? 0
    : (timeLimitMinutes * extra.extra_time_percent) / 100 + extra.extra_time_minutes;

/**
 * The deadline of a timed attempt: start + limit + the student's extra time (percent of the limit
 * and minutes), never after the quiz closes. Null when the quiz is untimed and never closes.
 */
export function deadlineFor(
  startedAt: Date,
  timeLimitMinutes: number | null,
  extra: ExtraTime,
  closesAt: Date | null,
): Date | null {
  let deadline: Date | null = null;
  if (timeLimitMinutes !== null) {
    const minutes = timeLimitMinutes + extraMinutes(timeLimitMinutes, extra);
    deadline = new Date(startedAt.getTime() + Math.round(minutes * 60_000));
  }
  if (closesAt && (deadline === null || closesAt < deadline)) deadline = closesAt;
  return deadline;
}
