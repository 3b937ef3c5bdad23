import { describe, expect, it } from 'vitest';
import { weakAreaReading, weakAreaSentence } from '../../../contract';

const RULE = { last_answers: 20, accuracy_threshold: 70, min_answers: 5 };
const latest = (correct: number, count: number) => ({ count, correct });

describe('the weak-area rule', () => {
  it('calls a topic weak when fewer than the threshold % of the latest answers are right', () => {
    expect(weakAreaReading(latest(13, 20), RULE)).toEqual({ accuracy: 65, weak: true });
  });

  it('does not call a topic weak at the threshold exactly', () => {
    expect(weakAreaReading(latest(14, 20), RULE)).toEqual({ accuracy: 70, weak: false });
  });

  it('compares the unrounded accuracy with the threshold', () => {
    // 69.6 % shows as 70 % and is still below the threshold.
    expect(weakAreaReading(latest(16, 23), RULE)).toEqual({ accuracy: 70, weak: true });
  });

  it('says nothing before the minimum number of answers', () => {
    expect(weakAreaReading(latest(0, 4), RULE)).toEqual({ accuracy: 0, weak: false });
    expect(weakAreaReading(latest(0, 5), RULE).weak).toBe(true);
  });

  it('has no accuracy for a topic never answered', () => {
    expect(weakAreaReading(latest(0, 0), RULE)).toEqual({ accuracy: null, weak: false });
  });
});

describe('the weak-area rule in plain words', () => {
  it('names the numbers the rule reads and the drill size', () => {
    expect(weakAreaSentence({ ...RULE, drill_size: 10 })).toBe(
      'A topic is weak for a student when, over their last 20 answers in it, fewer than 70 % are ' +
        'correct — once they have answered at least 5 questions there. The weak-area drill asks 10 ' +
        'questions from weak topics: first those they last got wrong, then ones they have not seen.',
    );
  });

  it('counts one of each in the singular', () => {
    expect(
      weakAreaSentence({ last_answers: 1, accuracy_threshold: 70, min_answers: 1, drill_size: 1 }),
    ).toBe(
      'A topic is weak for a student when, over their last answer in it, fewer than 70 % are ' +
        'correct — once they have answered at least 1 question there. The weak-area drill asks 1 ' +
        'question from weak topics: first those they last got wrong, then ones they have not seen.',
    );
  });
});
