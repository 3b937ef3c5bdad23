import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../contract/pagination';
import { apiPath } from '../../contract/paths';
import type { QuizStatistics } from '../../contract/progress';
import type { Quiz, QuizInput, QuizKind, QuizPage } from '../../contract/quizzes';
import { bankKeys } from './bank-keys';
import { useBankMutation } from './bank-mutation';
import { apiFetch } from './http-client';

/** `GET /classes/:classId/topics/:topicId/quizzes`: the topic's quizzes (a topic has few). */
export const topicQuizzesQuery = (classId: number, topicId: number) =>
  queryOptions({
    queryKey: bankKeys.topicQuizzes(classId, topicId),
    queryFn: ({ signal }) =>
      apiFetch<QuizPage>(apiPath('topicQuizzes', { classId, topicId }), {
        query: { page_size: MAX_PAGE_SIZE },
        signal,
      }),
  });
export const useTopicQuizzes = (classId: number, topicId: number) =>
  useQuery(topicQuizzesQuery(classId, topicId));

export const quizQuery = (classId: number, quizId: number) =>
  queryOptions({
    queryKey: bankKeys.quiz(classId, quizId),
    queryFn: ({ signal }) => apiFetch<Quiz>(apiPath('classQuiz', { classId, quizId }), { signal }),
  });
export const useQuiz = (classId: number, quizId: number) => useQuery(quizQuery(classId, quizId));

export const useCreateQuiz = (classId: number, topicId: number) =>
  useBankMutation(classId, (body: QuizInput) =>
    apiFetch<Quiz>(apiPath('topicQuizzes', { classId, topicId }), { method: 'POST', body }),
  );

export const useUpdateQuiz = (classId: number, quizId: number) =>
  useBankMutation(classId, (body: QuizInput) =>
    apiFetch<Quiz>(apiPath('classQuiz', { classId, quizId }), { method: 'PUT', body }),
  );

export const useDeleteQuiz = (classId: number) =>
  useBankMutation(classId, (quizId: number) =>
    apiFetch<void>(apiPath('classQuiz', { classId, quizId }), { method: 'DELETE' }),
  );

/** `GET /classes/:classId/quizzes/authoring?kind=`: the class's quizzes of a kind (teachers). */
export const useClassQuizzesOfKind = (classId: number, kind: QuizKind) =>
  useQuery({
    queryKey: [...bankKeys.class(classId), 'quizzes', kind],
    queryFn: ({ signal }) =>
      apiFetch<QuizPage>(apiPath('classQuizzes', { classId }), { query: { kind }, signal }),
  });

/** `GET /classes/:classId/quizzes/:quizId/statistics` (teachers). */
export const useQuizStatistics = (classId: number, quizId: number | undefined) =>
  useQuery({
    queryKey: [...bankKeys.quiz(classId, quizId ?? 0), 'statistics'],
    queryFn: ({ signal }) =>
      apiFetch<QuizStatistics>(apiPath('quizStatistics', { classId, quizId: quizId ?? 0 }), {
        signal,
      }),
    enabled: quizId !== undefined,
  });
