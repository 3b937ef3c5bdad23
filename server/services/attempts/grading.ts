import type { QuestionChoice } from '../../../contract';

/** The positions of a version's correct choices. */
export const correctPositions = (choices: readonly QuestionChoice[]) =>
  choices.flatMap((choice, position) => (choice.correct ? [position] : []));

/** Right when exactly the correct choices were chosen (all of them, for multiple response). */
export function isCorrect(chosen: readonly number[], correct: readonly number[]) {
  return chosen.length === correct.length && correct.every((position) => chosen.includes(position));
}

export const scorePercent = (correct: number, total: number) =>
  total === 0 ? 0 : Math.round((100 * correct) / total);

/** Passed when the score reaches the pass mark. */
export const passes = (score: number, passMark: number) => score >= passMark;
