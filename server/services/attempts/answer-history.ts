import type { Executor } from '../../db/executor';
import { gradedAnswers } from '../../repositories/attempts';

/** A student's graded answers in a class, grouped: per topic (newest first), per question (last). */
export async function answerHistory(db: Executor, classId: number, userId: number) {
  const byTopic = new Map<number, boolean[]>();
  const lastByQuestion = new Map<number, boolean>();
  for (const answer of await gradedAnswers(db, classId, userId)) {
    const correct = answer.correct === true;
    const list = byTopic.get(answer.topicId) ?? [];
    list.push(correct);
    byTopic.set(answer.topicId, list);
    if (!lastByQuestion.has(answer.questionId)) lastByQuestion.set(answer.questionId, correct);
  }
  return { byTopic, lastByQuestion };
}
