import { studyDayNumber } from '../study-day';

export type Streak = {
  /** Consecutive days with study up to today (or up to yesterday, while today is still open). */
  current: number;
  longest: number;
};

/**
 * Study streaks from the moments a student studied (answers, flashcard reviews), counted in days
 * of the class's time zone: a day is a calendar day there, whatever its length across a
 * daylight-saving change.
 */
export function streakOf(activity: readonly Date[], timeZone: string, now: Date): Streak {
  const days = [...new Set(activity.map((at) => studyDayNumber(at, timeZone)))].sort(
    (a, b) => a - b,
  );
  let longest = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && day === days[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  const today = studyDayNumber(now, timeZone);
  const studied = new Set(days);
  let end = studied.has(today) ? today : today - 1;
  let current = 0;
  while (studied.has(end)) {
    current += 1;
    end -= 1;
  }
  return { current, longest };
}
