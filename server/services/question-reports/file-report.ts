import type { QuestionStatus, ReportKind } from '../../../contract';
import type { Executor } from '../../db/executor';
import { getAttempt } from '../../repositories/attempts';
import { insertQuestionReport } from '../../repositories/question-reports';
import { notFound } from '../../errors/api-error';

type NewReport = {
  question: { id: number; classId: number; status: QuestionStatus };
  /** The attempt the student met the question in, if they name one. */
  attemptId: number | null;
  reporterId: number;
  kind: ReportKind;
  comment: string;
};

/**
 * A student of the question's class reports a problem with it. Only a published question can be
 * reported and only the student's own attempt in that class named: anything else answers 404 as a
 * missing id does, so the ids of drafts and of other students' attempts do not leak.
 */
export async function fileQuestionReport(db: Executor, report: NewReport, now: Date) {
  const { question, attemptId, reporterId } = report;
  if (question.status !== 'published') throw notFound('question');
  if (attemptId !== null) {
    const attempt = await getAttempt(db, attemptId);
    if (attempt?.userId !== reporterId || attempt.classId !== question.classId) {
      throw notFound('attempt');
    }
  }
  await insertQuestionReport(db, {
    classId: question.classId,
    questionId: question.id,
    attemptId,
    reporterId,
    kind: report.kind,
    comment: report.comment,
    createdAt: now,
  });
}
