import type { Executor } from '../../db/executor';
import { loadAttemptQuestions, type AttemptRow } from '../../repositories/attempts';
import { questionsMatchingKnowledgeCodes } from '../../repositories/knowledge-codes';

/** Whether an open drill practises the student's knowledge-test codes: every question matches them. */
export async function practisesKnowledgeCodes(db: Executor, drill: AttemptRow) {
  const [questions, matching] = await Promise.all([
    loadAttemptQuestions(db, drill.id),
    questionsMatchingKnowledgeCodes(db, drill.classId, drill.userId),
  ]);
  const codes = new Set(matching);
  return questions.every((question) => codes.has(question.questionId));
}
