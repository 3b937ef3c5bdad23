import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../contract/paths';
import type {
  BulkQuestionsBody,
  BulkQuestionsResult,
  Question,
  QuestionDetail,
  QuestionInput,
  QuestionListQuery,
  QuestionPage,
} from '../../contract/questions';
import type { MostMissed, QuestionStatistics } from '../../contract/progress';
import { bankKeys } from './bank-keys';
import { useBankMutation } from './bank-mutation';
import { apiFetch } from './http-client';

/** `GET /classes/:classId/questions`: one page of the teachers' list. */
export const questionsQuery = (classId: number, query: QuestionListQuery) =>
  queryOptions({
    queryKey: bankKeys.questions(classId, query),
    queryFn: ({ signal }) =>
      apiFetch<QuestionPage>(apiPath('classQuestions', { classId }), { query, signal }),
    // A new filter or page keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
export const useQuestions = (classId: number, query: QuestionListQuery, enabled = true) =>
  useQuery({ ...questionsQuery(classId, query), enabled });

/** `GET /classes/:classId/questions/:questionId`: the question and its versions. */
export const questionQuery = (classId: number, questionId: number) =>
  queryOptions({
    queryKey: bankKeys.question(classId, questionId),
    queryFn: ({ signal }) =>
      apiFetch<QuestionDetail>(apiPath('classQuestion', { classId, questionId }), { signal }),
  });
export const useQuestion = (classId: number, questionId: number) =>
  useQuery(questionQuery(classId, questionId));

export const useCreateQuestion = (classId: number) =>
  useBankMutation(classId, (body: QuestionInput) =>
    apiFetch<Question>(apiPath('classQuestions', { classId }), { method: 'POST', body }),
  );

export const useUpdateQuestion = (classId: number, questionId: number) =>
  useBankMutation(classId, (body: QuestionInput) =>
    apiFetch<Question>(apiPath('classQuestion', { classId, questionId }), { method: 'PUT', body }),
  );

export const useBulkUpdateQuestions = (classId: number) =>
  useBankMutation(classId, (body: BulkQuestionsBody) =>
    apiFetch<BulkQuestionsResult>(apiPath('classQuestionsBulk', { classId }), {
      method: 'POST',
      body,
    }),
  );

/** `GET /classes/:classId/questions/:questionId/statistics` (teachers). */
export const useQuestionStatistics = (classId: number, questionId: number) =>
  useQuery({
    queryKey: [...bankKeys.question(classId, questionId), 'statistics'],
    queryFn: ({ signal }) =>
      apiFetch<QuestionStatistics>(apiPath('questionStatistics', { classId, questionId }), {
        signal,
      }),
  });

/** `GET /classes/:classId/questions/most-missed` (teachers). */
export const useMostMissed = (classId: number) =>
  useQuery({
    queryKey: [...bankKeys.class(classId), 'most-missed'],
    queryFn: ({ signal }) =>
      apiFetch<MostMissed>(apiPath('mostMissedQuestions', { classId }), { signal }),
  });
