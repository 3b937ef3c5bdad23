import { describe, expect, it } from 'vitest';
import { scoreTimeAxis } from '../../../src/components/progress/score-axis';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const labels = (dates: Date[]) => {
  const axis = scoreTimeAxis(dates, 'en-US');
  return axis.tickInterval.map((tick) => axis.valueFormatter(tick));
};

describe('the score trend time axis', () => {
  it('scores of one day: a tick per score, labelled with its time', () => {
    const oneDay = [at(26, 9), at(26, 9, 30), at(26, 11), at(26, 14, 5)];
    expect(labels(oneDay)).toEqual(['9:00 AM', '9:30 AM', '11:00 AM', '2:05 PM']);
  });

  it('scores over several days: one tick per distinct day, never a date twice', () => {
    const days = [at(24, 9), at(26, 9), at(26, 10), at(26, 18), at(25, 8), at(26, 20)];
    expect(labels(days)).toEqual(['Nov 24', 'Nov 25', 'Nov 26']);
  });
});
