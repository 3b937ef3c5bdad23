import type { QuestionReportInput } from '../../contract/question-reports';
import { apiPath } from '../../contract/paths';
import { apiFetch } from './http-client';

/** `POST /questions/:questionId/reports`. */
export const reportQuestion = (questionId: number, body: QuestionReportInput) =>
  apiFetch<void>(apiPath('questionReports', { questionId }), { method: 'POST', body });
