import { describe, expect, it } from 'vitest';
import {
  correctPositions,
  isCorrect,
  passes,
  scorePercent,
} from '../../../server/services/attempts/grading';

const choice = (correct: boolean) => ({ text: correct ? 'Right' : 'Wrong', correct });

describe('grading', () => {
  it('finds the positions of the correct choices', () => {
    expect(correctPositions([choice(false), choice(true), choice(false), choice(true)])).toEqual([
      1, 3,
    ]);
  });

  it('is right when exactly the correct choices were chosen, in any order', () => {
    expect(isCorrect([1], [1])).toBe(true);
    expect(isCorrect([3, 1], [1, 3])).toBe(true);
  });

  it('is wrong with a wrong choice, a missing one, an extra one or none', () => {
    expect(isCorrect([0], [1])).toBe(false);
    expect(isCorrect([1], [1, 3])).toBe(false);
    expect(isCorrect([1, 2, 3], [1, 3])).toBe(false);
    expect(isCorrect([], [1])).toBe(false);
  });

  it('scores a whole percentage, 0 for no questions', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 8)).toBe(13);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('passes at the pass mark, not below it', () => {
    expect(passes(70, 70)).toBe(true);
    expect(passes(69, 70)).toBe(false);
  });
});
