import type { FlashcardListQuery } from '../../contract/flashcards';
import type { QuestionListQuery } from '../../contract/questions';

/**
 * Query keys of a class's question bank. Every key starts with the class, so one invalidation after
 * any authoring change refreshes every list and count that could show it.
 */
export const bankKeys = {
  class: (classId: number) => ['bank', classId] as const,
  topics: (classId: number) => ['bank', classId, 'topics'] as const,
  topic: (classId: number, topicId: number) => ['bank', classId, 'topics', topicId] as const,
  questions: (classId: number, query: QuestionListQuery) =>
    ['bank', classId, 'questions', query] as const,
  question: (classId: number, questionId: number) =>
    ['bank', classId, 'question', questionId] as const,
  flashcards: (classId: number, query: FlashcardListQuery) =>
    ['bank', classId, 'flashcards', query] as const,
  flashcard: (classId: number, flashcardId: number) =>
    ['bank', classId, 'flashcard', flashcardId] as const,
  topicQuizzes: (classId: number, topicId: number) =>
    ['bank', classId, 'topics', topicId, 'quizzes'] as const,
  quiz: (classId: number, quizId: number) => ['bank', classId, 'quiz', quizId] as const,
  reports: (classId: number, questionId: number) =>
    ['bank', classId, 'reports', questionId] as const,
};
