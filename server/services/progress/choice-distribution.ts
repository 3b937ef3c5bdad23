import type { QuestionChoice, VersionDistribution } from '../../../contract';

/** A version of the question as the distribution needs it. */
export type VersionChoices = { id: number; version: number; choices: readonly QuestionChoice[] };

/** The choices one answer picked (positions in the version it was given to). */
export type PickedChoices = { versionId: number; choiceIds: readonly number[] };

/**
 * How often each choice was picked, version by version (newest first), each with its own
 * wording: an answer is counted only against the version it was given to. The current version is
 * always listed; an older one only when it has answers.
 */
export function choicesPickedByVersion(
  versions: readonly VersionChoices[],
  answers: readonly PickedChoices[],
  currentVersion: number,
): VersionDistribution[] {
  return versions.flatMap((version) => {
    const given = answers.filter((answer) => answer.versionId === version.id);
    const current = version.version === currentVersion;
    if (given.length === 0 && !current) return [];
    const picked = version.choices.map(() => 0);
    for (const answer of given) {
      for (const position of answer.choiceIds) {
        if (position >= 0 && position < picked.length) picked[position] = picked[position]! + 1;
      }
    }
    return [
      {
        version: version.version,
        current,
        answers: given.length,
        choices: version.choices.map((choice, position) => ({
          text: choice.text,
          correct: choice.correct,
          picked: picked[position] ?? 0,
        })),
      },
    ];
  });
}
