/** Drawing an attempt's questions and choice order. `random` is injectable for tests. */
export type Random = () => number;

/** A new array in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** The positions 0…count−1, shuffled or in order. */
export const choiceOrder = (count: number, shuffle: boolean, random: Random = Math.random) => {
  const positions = Array.from({ length: count }, (_, index) => index);
  return shuffle ? shuffled(positions, random) : positions;
};

/** What the drill knows of a candidate question: its last answer by this student, if any. */
export type DrillCandidate = { questionId: number; lastCorrect: boolean | null };

/**
 * The weak-area drill's questions: those last answered wrongly first, then unseen ones, then the
 * rest; random within each group; at most `size`.
 */
export function drillQuestions(
  candidates: readonly DrillCandidate[],
  size: number,
  random: Random = Math.random,
): number[] {
  const group = (test: (candidate: DrillCandidate) => boolean) =>
    shuffled(
      candidates.filter(test).map((candidate) => candidate.questionId),
      random,
    );
  return [
    ...group((candidate) => candidate.lastCorrect === false),
    ...group((candidate) => candidate.lastCorrect === null),
    ...group((candidate) => candidate.lastCorrect === true),
  ].slice(0, size);
}
