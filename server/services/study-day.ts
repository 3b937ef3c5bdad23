/** One formatter per time zone: making one costs more than the rest of the study-day sums. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const partsIn = (instant: Date, timeZone: string) => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
};

/** Milliseconds the zone is ahead of UTC at `instant`. */
const offsetAt = (instant: Date, timeZone: string) => {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
};

/** The instant the study day containing `now` began: local midnight in `timeZone`. */
export function startOfStudyDay(now: Date, timeZone: string): Date {
  const { year, month, day } = partsIn(now, timeZone);
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  const first = midnightAsUtc - offsetAt(new Date(midnightAsUtc), timeZone);
  // Across a daylight-saving change the offset at midnight differs from the guess's: correct once.
  return new Date(midnightAsUtc - offsetAt(new Date(first), timeZone));
}

/** The calendar day `instant` falls on in `timeZone`, as a day count (days since 1970-01-01). */
export function studyDayNumber(instant: Date, timeZone: string): number {
  const { year, month, day } = partsIn(instant, timeZone);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The instant a calendar date (YYYY-MM-DD) begins in `timeZone`: that day's local midnight. */
export function startOfDate(date: string, timeZone: string): Date {
  const dayNumber = Date.parse(date) / 86_400_000;
  const midnightUtc = new Date(Date.parse(date));
  // Midnight UTC falls on the day before or after in zones far from UTC: step onto the date.
  const onDate = new Date(
    midnightUtc.getTime() + (dayNumber - studyDayNumber(midnightUtc, timeZone)) * 86_400_000,
  );
  return startOfStudyDay(onDate, timeZone);
}
