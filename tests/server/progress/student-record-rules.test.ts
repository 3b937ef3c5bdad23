import { describe, expect, it } from 'vitest';
import { areaOfObjective, knowledgeTestOf } from '../../../contract';
import { studyTime } from '../../../server/services/progress/study-time';

const minute = (iso: string, answers = 1, reviews = 0) => ({ at: new Date(iso), answers, reviews });

describe("the record's areas", () => {
  it.each([
    ['PA.I.C.K1', 'PA.I.C'],
    ['CA.VIII.A.K12a', 'CA.VIII.A'],
    ['010.01.02.03', '010.01'],
    ['', null],
    ['PLT123', null],
  ])('%s belongs to %s', (code, area) => {
    expect(areaOfObjective(code)).toBe(area);
  });

  it('names the knowledge test most codes prepare for, and none it does not know', () => {
    expect(knowledgeTestOf(['PA.I.C.K1', 'IR.I.A.K1', 'PA.III.A.K2'])).toBe(
      'Private Pilot Airplane (PAR)',
    );
    expect(knowledgeTestOf(['010.01.02.03', ''])).toBeNull();
  });
});

describe('study time', () => {
  it('joins study moments at most 10 minutes apart into one sitting', () => {
    const sitting = studyTime(
      [minute('2026-11-02T10:00Z'), minute('2026-11-02T10:10Z'), minute('2026-11-02T10:21Z')],
      'UTC',
    );
    expect(sitting.minutes).toBe(1 + 10 + 1);
  });

  it("counts weeks from Monday in the class's time zone", () => {
    // Monday 01:30 UTC is still Sunday evening in New York: the week before there.
    const moments = [minute('2026-11-09T01:30Z', 2, 0), minute('2026-11-09T01:33Z', 0, 4)];
    expect(studyTime(moments, 'UTC').weeks.map((week) => week.week_start)).toEqual(['2026-11-09']);
    expect(studyTime(moments, 'America/New_York').weeks).toEqual([
      { week_start: '2026-11-02', days_studied: 1, minutes: 4, answers: 2, flashcard_reviews: 4 },
    ]);
  });
});
