import { ANSWER_GRACE_SECONDS } from '../../../contract';
import type { AttemptRow } from '../../repositories/attempts';

/** At `now`, an open attempt whose deadline is before this is overdue (the network grace is over). */
export const overdueBefore = (now: Date) => new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);

/** Whether an open attempt's time is up: past its deadline and the network grace. */
export const isOverdue = (attempt: Pick<AttemptRow, 'status' | 'deadlineAt'>, now: Date) =>
  attempt.status === 'open' &&
  attempt.deadlineAt !== null &&
  attempt.deadlineAt.getTime() < overdueBefore(now).getTime();
