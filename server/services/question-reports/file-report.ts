import { REPORT_KIND_LABELS, type QuestionStatus, type ReportKind } from '../../../contract';
import type { Database } from '../../db/client';
import { getAttempt } from '../../repositories/attempts';
import { insertQuestionReport } from '../../repositories/question-reports';
import { notFound } from '../../errors/api-error';
import { notificationLinks, notifyTeachersOfClass } from '../progress/notify';

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
 * missing id does, so the ids of drafts and of other students' attempts do not leak. The class's
 * teachers are told, with a link to the question.
 */
export async function fileQuestionReport(db: Database, report: NewReport, now: Date) {
  const { question, attemptId, reporterId } = report;
  if (question.status !== 'published') throw notFound('question');
  if (attemptId !== null) {
    const attempt = await getAttempt(db, attemptId);
    if (attempt?.userId !== reporterId || attempt.classId !== question.classId) {
      throw notFound('attempt');
    }
  }
  await db.transaction(async (tx) => {
    await insertQuestionReport(tx, {
      classId: question.classId,
      questionId: question.id,
      attemptId,
      reporterId,
      kind: report.kind,
      comment: report.comment,
      createdAt: now,
    });
    await notifyTeachersOfClass(
      tx,
      question.classId,
      {
        kind: 'question_reported',
        text: `A student reported a problem with a question: ${REPORT_KIND_LABELS[report.kind]}.`,
        link: notificationLinks.teacherQuestion(question.classId, question.id),
      },
      now,
    );
  });
}
