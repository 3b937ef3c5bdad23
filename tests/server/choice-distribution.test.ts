import { describe, expect, it } from 'vitest';
import { choicesPickedByVersion } from '../../server/services/progress/choice-distribution';

const versions = [
  { id: 30, version: 3, choices: [{ text: 'New', correct: true }] },
  { id: 20, version: 2, choices: [{ text: 'Unanswered', correct: true }] },
  {
    id: 10,
    version: 1,
    choices: [
      { text: 'Old right', correct: true },
      { text: 'Old wrong', correct: false },
    ],
  },
];

describe('the answer distribution per question version', () => {
  it('counts an answer only against the version it was given', () => {
    const [, first] = choicesPickedByVersion(
      versions,
      [
        { versionId: 10, choiceIds: [1] },
        { versionId: 10, choiceIds: [0] },
        { versionId: 10, choiceIds: [1] },
      ],
      3,
    );
    expect(first).toEqual({
      version: 1,
      current: false,
      answers: 3,
      choices: [
        { text: 'Old right', correct: true, picked: 1 },
        { text: 'Old wrong', correct: false, picked: 2 },
      ],
    });
  });

  it('lists the current version even unanswered, and an older one only when answered', () => {
    const listed = choicesPickedByVersion(versions, [{ versionId: 10, choiceIds: [0] }], 3);
    expect(listed.map((entry) => [entry.version, entry.current, entry.answers])).toEqual([
      [3, true, 0],
      [1, false, 1],
    ]);
  });
});
