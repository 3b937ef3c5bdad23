const dayFormat: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const timeFormat: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * The score trend's time axis: one tick per distinct day, labelled with the day; when every score
 * is from one day, a tick per score labelled with its time (a tick per day repeated the same date).
 */
export function scoreTimeAxis(dates: Date[], locale?: string) {
  const sorted = [...dates].sort((a, b) => a.getTime() - b.getTime());
  // Each day's tick sits at its first score: a midnight tick before the first score is off the axis.
  const firstOfDay = new Map<number, Date>();
  for (const date of sorted)
    if (!firstOfDay.has(startOfDay(date))) firstOfDay.set(startOfDay(date), date);
  if (firstOfDay.size > 1) {
    return {
      tickInterval: [...firstOfDay.values()],
      valueFormatter: (date: Date) => date.toLocaleDateString(locale, dayFormat),
    };
  }
  return {
    tickInterval: sorted,
    valueFormatter: (date: Date) => date.toLocaleTimeString(locale, timeFormat),
  };
}
