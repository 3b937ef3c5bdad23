import { describe, expect, it } from 'vitest';
import {
  choose,
  mergeAnswers,
  nextClientSeq,
  type LocalAnswer,
} from '../../../../src/features/student/quiz/taking/answers';
import {
  announcementFor,
  clockOffsetMs,
  crossedMark,
  formatClock,
  remainingMs,
} from '../../../../src/features/student/quiz/taking/countdown';
import { quizKeyAction } from '../../../../src/features/student/quiz/taking/keyboard';
import { saveStatusText } from '../../../../src/features/student/quiz/taking/save-status';
import { navigatorLabel } from '../../../../src/features/student/quiz/taking/question-navigator';

const answer = (slot: number, clientSeq: number, choiceIds = [0]): LocalAnswer => ({
  slot,
  choiceIds,
  flagged: false,
  clientSeq,
});

describe('the countdown', () => {
  it("measures how far the server's clock is ahead of the device's", () => {
    expect(clockOffsetMs('2026-05-04T10:00:05.000Z', Date.parse('2026-05-04T10:00:00Z'))).toBe(
      5_000,
    );
  });

  it("counts down by the server's clock, whatever the device's says", () => {
    const deadline = '2026-05-04T10:30:00Z';
    // The device is 5 s behind: at its 10:00:00 the server reads 10:00:05.
    expect(remainingMs(deadline, 5_000, Date.parse('2026-05-04T10:00:00Z'))).toBe(
      29 * 60_000 + 55_000,
    );
  });

  it('announces 10, 5 and 1 minutes only when the time left crosses them', () => {
    expect(crossedMark(10 * 60_000 + 500, 10 * 60_000 - 500)).toBe(10);
    expect(crossedMark(5 * 60_000 + 1, 5 * 60_000)).toBe(5);
    expect(crossedMark(61_000, 59_000)).toBe(1);
    expect(crossedMark(9 * 60_000, 8 * 60_000)).toBeNull();
  });

  it('a background tab that wakes up late announces the mark it jumped over', () => {
    expect(crossedMark(12 * 60_000, 7 * 60_000)).toBe(10);
  });

  it('words the announcements', () => {
    expect(announcementFor(10)).toBe('10 minutes left.');
    expect(announcementFor(1)).toBe('1 minute left.');
  });

  it('shows the time left as a clock, never below zero', () => {
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(3_909_000)).toBe('1:05:09');
    expect(formatClock(-3_000)).toBe('0:00');
  });
});

describe('answers on this device', () => {
  it('keeps the highest client_seq of each slot from every source', () => {
    const merged = mergeAnswers(
      [answer(1, 3, [1]), answer(2, 1)],
      [answer(1, 5, [2]), answer(2, 0, [3])],
    );
    expect(merged.get(1)?.choiceIds).toEqual([2]);
    expect(merged.get(2)?.clientSeq).toBe(1);
  });

  it('numbers the next change above every one seen', () => {
    expect(nextClientSeq([answer(1, 3), answer(2, 9)])).toBe(10);
    expect(nextClientSeq([])).toBe(1);
  });

  it('a single-answer question keeps only the latest choice', () => {
    expect(choose([1], 2, false)).toEqual([2]);
  });

  it('a multiple-response question toggles choices', () => {
    expect(choose([1], 3, true)).toEqual([1, 3]);
    expect(choose([1, 3], 1, true)).toEqual([3]);
  });
});

describe('the quiz keys', () => {
  it('1–6 and A–E choose, within the choices there are', () => {
    expect(quizKeyAction('2', 4)).toEqual({ type: 'choose', index: 1 });
    expect(quizKeyAction('c', 4)).toEqual({ type: 'choose', index: 2 });
    expect(quizKeyAction('E', 5)).toEqual({ type: 'choose', index: 4 });
    expect(quizKeyAction('5', 4)).toBeNull();
  });

  it('F flags, the arrows move', () => {
    expect(quizKeyAction('f', 6)).toEqual({ type: 'flag' });
    expect(quizKeyAction('ArrowRight', 4)).toEqual({ type: 'next' });
    expect(quizKeyAction('ArrowLeft', 4)).toEqual({ type: 'previous' });
  });

  it('Enter checks', () => {
    expect(quizKeyAction('Enter', 4)).toEqual({ type: 'check' });
  });

  it('ignores other keys', () => {
    expect(quizKeyAction('x', 4)).toBeNull();
    expect(quizKeyAction(' ', 4)).toBeNull();
  });
});

describe('what the page says', () => {
  it('the status line: saved, saving, offline with a count', () => {
    expect(saveStatusText(0, true)).toBe('All answers saved');
    expect(saveStatusText(2, true)).toBe('Saving…');
    expect(saveStatusText(3, false)).toBe(
      "Offline — 3 answers will be sent when you're back online",
    );
    expect(saveStatusText(1, false)).toBe(
      "Offline — 1 answer will be sent when you're back online",
    );
  });

  it('each navigator button names its state', () => {
    expect(navigatorLabel(3, { answered: true, flagged: true })).toBe(
      'Question 3, answered, flagged',
    );
    expect(navigatorLabel(4, { answered: false, flagged: false })).toBe('Question 4, not answered');
  });

  it('a navigator button says whether its locked answer is right or wrong', () => {
    expect(navigatorLabel(1, { answered: true, flagged: false }, true)).toBe(
      'Question 1, answered, right',
    );
    expect(navigatorLabel(2, { answered: true, flagged: true }, false)).toBe(
      'Question 2, answered, wrong, flagged',
    );
  });
});
