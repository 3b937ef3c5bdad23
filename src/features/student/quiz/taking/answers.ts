import type { SaveAnswerBody, SavedAnswer } from '../../../../../contract/attempts';

/** An answer as the page holds it: given here, possibly not sent yet. */
export type LocalAnswer = {
  slot: number;
  choiceIds: number[];
  flagged: boolean;
  /** Orders this browser's changes of a slot; the server keeps the highest. */
  clientSeq: number;
};

export const fromSaved = (answer: SavedAnswer): LocalAnswer => ({
  slot: answer.slot,
  choiceIds: answer.choice_ids,
  flagged: answer.flagged,
  clientSeq: answer.client_seq,
});

/** An answer as the server takes it, saved alone or carried by the submit. */
export const toSaveBody = (answer: LocalAnswer): SaveAnswerBody => ({
  choice_ids: answer.choiceIds,
  client_seq: answer.clientSeq,
  flagged: answer.flagged,
});

/** Per slot, the answer with the highest `clientSeq` among every source (server, outbox, memory). */
export function mergeAnswers(...sources: readonly (readonly LocalAnswer[])[]) {
  const bySlot = new Map<number, LocalAnswer>();
  for (const answer of sources.flat()) {
    const current = bySlot.get(answer.slot);
    if (!current || answer.clientSeq > current.clientSeq) bySlot.set(answer.slot, answer);
  }
  return bySlot;
}

/** The next `clientSeq`: above every one this attempt has seen. */
export const nextClientSeq = (answers: Iterable<LocalAnswer>) =>
  Math.max(0, ...[...answers].map((answer) => answer.clientSeq)) + 1;

/** Choosing a choice: a single-answer question keeps only it; multiple response toggles it. */
export function choose(current: readonly number[], choiceId: number, multiple: boolean) {
  if (!multiple) return [choiceId];
  return current.includes(choiceId)
    ? current.filter((id) => id !== choiceId)
    : [...current, choiceId].sort((a, b) => a - b);
}

export const isAnswered = (answer: LocalAnswer | undefined) =>
  answer !== undefined && answer.choiceIds.length > 0;
