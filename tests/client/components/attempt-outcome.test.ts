import { outcomeLabel } from '../../../src/components/attempt/attempt-review';

describe("a reviewed question's outcome", () => {
  it('is Right for a right answer', () => {
    expect(outcomeLabel({ correct: true, chosen_ids: [3] })).toBe('Right');
  });

  it('is Missed for a wrong answer', () => {
    expect(outcomeLabel({ correct: false, chosen_ids: [2] })).toBe('Missed');
  });

  it('is Not answered when no choice was given', () => {
    expect(outcomeLabel({ correct: false, chosen_ids: [] })).toBe('Not answered');
  });
});
