import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionReport, QuestionReportInput } from '../../contract/question-reports';
import { apiPath } from '../../contract/paths';
import { bankKeys } from './bank-keys';
import { useBankMutation } from './bank-mutation';
import { apiFetch } from './http-client';

/** `POST /questions/:questionId/reports`. */
export const reportQuestion = (questionId: number, body: QuestionReportInput) =>
  apiFetch<void>(apiPath('questionReports', { questionId }), { method: 'POST', body });

/** `GET /classes/:classId/question-reports?question_id=&status=all`: one question's reports (teachers). */
export const questionReportsQuery = (classId: number, questionId: number) =>
  queryOptions({
    queryKey: bankKeys.reports(classId, questionId),
    queryFn: ({ signal }) =>
      apiFetch<QuestionReport[]>(apiPath('classQuestionReports', { classId }), {
        query: { question_id: questionId, status: 'all' },
        signal,
      }),
  });
export const useQuestionReports = (classId: number, questionId: number) =>
  useQuery(questionReportsQuery(classId, questionId));

/** `POST /question-reports/:reportId/resolve` with the note the student receives. */
export const useResolveReport = (classId: number) =>
  useBankMutation(classId, ({ reportId, note }: { reportId: number; note: string }) =>
    apiFetch<void>(apiPath('questionReportResolve', { reportId }), {
      method: 'POST',
      body: { note },
    }),
  );
