/** The teacher's question-bank screens of a class (spec §3 routes). */
const classPath = (classId: number) => `/teacher/classes/${classId}`;

export const bankPaths = {
  topics: (classId: number) => `${classPath(classId)}/topics`,
  addTopic: (classId: number) => `${classPath(classId)}/topics/add`,
  topic: (classId: number, topicId: number) => `${classPath(classId)}/topics/${topicId}`,
  editTopic: (classId: number, topicId: number) => `${classPath(classId)}/topics/${topicId}/edit`,
  topicQuizzes: (classId: number, topicId: number) =>
    `${classPath(classId)}/topics/${topicId}/quizzes`,
  quiz: (classId: number, topicId: number, quizId: number) =>
    `${classPath(classId)}/topics/${topicId}/quizzes/${quizId}`,
  questions: (classId: number, filters: Record<string, string> = {}) => {
    const query = new URLSearchParams(filters).toString();
    return `${classPath(classId)}/questions${query ? `?${query}` : ''}`;
  },
  addQuestion: (classId: number, topicId?: number) =>
    `${classPath(classId)}/questions/add${topicId ? `?topic=${topicId}` : ''}`,
  question: (classId: number, questionId: number) =>
    `${classPath(classId)}/questions/${questionId}`,
  editQuestion: (classId: number, questionId: number) =>
    `${classPath(classId)}/questions/${questionId}/edit`,
  flashcards: (classId: number) => `${classPath(classId)}/flashcards`,
  addFlashcard: (classId: number, topicId?: number) =>
    `${classPath(classId)}/flashcards/add${topicId ? `?topic=${topicId}` : ''}`,
  flashcard: (classId: number, flashcardId: number) =>
    `${classPath(classId)}/flashcards/${flashcardId}`,
  editFlashcard: (classId: number, flashcardId: number) =>
    `${classPath(classId)}/flashcards/${flashcardId}/edit`,
};
