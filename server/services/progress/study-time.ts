import type { StudyWeek } from '../../../contract';
import type { StudyMinute } from '../../repositories/progress';
import { studyDayNumber } from '../study-day';

/**
 * Study time, from the minutes in which a student answered or rated something: minutes of study
 * at most this far apart are one sitting, and the time between them counts (reading a question,
 * thinking it over); a longer gap is a break and does not. Each sitting counts at least a minute.
 */
export const SITTING_GAP_MINUTES = 10;

const MINUTE_MS = 60_000;

/** The Monday (a day number) of the week a day number falls in; day 0, 1970-01-01, was a Thursday. */
const mondayOf = (day: number) => day - ((day + 3) % 7);

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Total study time and the weeks studied (newest first), in the class's time zone. */
export function studyTime(minutes: readonly StudyMinute[], timeZone: string) {
  const weeks = new Map<number, StudyWeek & { days: Set<number> }>();
  const days = new Set<number>();
  let total = 0;
  let previous: number | null = null;
  for (const minute of [...minutes].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const at = minute.at.getTime();
    const gap = previous === null ? Infinity : Math.round((at - previous) / MINUTE_MS);
    const counted = gap <= SITTING_GAP_MINUTES ? gap : 1;
    previous = at;
    const day = studyDayNumber(minute.at, timeZone);
    const monday = mondayOf(day);
    const week = weeks.get(monday) ?? {
      week_start: isoDay(monday),
      days_studied: 0,
      minutes: 0,
      answers: 0,
      flashcard_reviews: 0,
      days: new Set<number>(),
    };
    week.days.add(day);
    week.minutes += counted;
    week.answers += minute.answers;
    week.flashcard_reviews += minute.reviews;
    weeks.set(monday, week);
    days.add(day);
    total += counted;
  }
  return {
    minutes: total,
    days_studied: days.size,
    weeks: [...weeks.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, { days: studied, ...week }]) => ({ ...week, days_studied: studied.size })),
  };
}
