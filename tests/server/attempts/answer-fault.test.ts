import { describe, expect, it } from 'vitest';
import { answerFault } from '../../../server/services/attempts/answer-fault';

const single = { multiple: false, choiceOrder: [2, 0, 1] };
const multiple = { multiple: true, choiceOrder: [0, 1, 2, 3] };

describe('what is an answer to a question of an attempt', () => {
  it('one of its choices, for a single-answer question', () => {
    expect(answerFault(single, [1])).toBeNull();
  });

  it('any of its choices, for a multiple-response question', () => {
    expect(answerFault(multiple, [0, 3])).toBeNull();
  });

  it('no choice at all (the answer cleared)', () => {
    expect(answerFault(single, [])).toBeNull();
  });

  it('not a choice the question does not have', () => {
    expect(answerFault(single, [3])).toBe('That is not a choice of this question.');
    expect(answerFault(multiple, [0, 4])).toBe('That is not a choice of this question.');
  });

  it('not two choices for a single-answer question', () => {
    expect(answerFault(single, [0, 1])).toBe('Choose one answer.');
  });
});
