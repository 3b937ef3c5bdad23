import { Rating } from 'ts-fsrs';
import type { Grade } from 'ts-fsrs';
import { LONG_THINK_MS, RIGHT_ANSWERS_TO_LEAVE } from '../../../contract';

/** The answer rates the review: wrong → Again, right → Good, right after a long think → Hard. */
export function ratingOf(correct: boolean, durationMs: number | undefined): Grade {
  if (!correct) return Rating.Again;
  return durationMs !== undefined && durationMs > LONG_THINK_MS ? Rating.Hard : Rating.Good;
}

/** Right answers at due reviews in a row after this one: a wrong answer starts again at 0. */
export const streakAfter = (streak: number, correct: boolean) => (correct ? streak + 1 : 0);

/** The third right answer in a row takes the question out of the queue. */
export const leavesQueue = (streak: number) => streak >= RIGHT_ANSWERS_TO_LEAVE;
