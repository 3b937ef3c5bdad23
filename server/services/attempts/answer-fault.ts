import type { AttemptQuestionRow } from '../../repositories/attempts';

/**
 * Why the chosen ids are no answer to the attempt's question, or null when they are one: each must
 * be one of its choices, and a single-answer question takes one. Saving refuses such an answer
 * (422); submitting leaves it out (a stale outbox must not stop a submit), never a part of it.
 */
export function answerFault(
  question: Pick<AttemptQuestionRow, 'multiple' | 'choiceOrder'>,
  choiceIds: readonly number[],
) {
  if (choiceIds.some((id) => !question.choiceOrder.includes(id))) {
    return 'That is not a choice of this question.';
  }
  if (!question.multiple && choiceIds.length > 1) return 'Choose one answer.';
  return null;
}
