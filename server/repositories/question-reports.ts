import { and, desc, eq, sql } from 'drizzle-orm';
import type { QuestionReport, ReportKind, ReportStatus } from '../../contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { questionReports, questions, users } from '../db/schema';

export async function insertQuestionReport(
  db: Executor,
  report: {
    classId: number;
    questionId: number;
    attemptId: number | null;
    reporterId: number;
    kind: ReportKind;
    comment: string;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(questionReports)
    .values(report)
    .returning({ id: questionReports.id });
  if (!row) throw new Error('report not created');
  return row.id;
}

const STEM_EXCERPT = 160;

/** A class's reports, newest first: open ones, resolved ones or all; optionally one question's. */
export async function listQuestionReports(
  db: Database,
  classId: number,
  filter: { status: ReportStatus | 'all'; questionId?: number | undefined },
): Promise<QuestionReport[]> {
  const rows = await db
    .select({
      id: questionReports.id,
      questionId: questionReports.questionId,
      stem: sql<string>`left(${questions.stem}, ${STEM_EXCERPT})`,
      kind: questionReports.kind,
      comment: questionReports.comment,
      status: questionReports.status,
      reporterName: users.name,
      createdAt: questionReports.createdAt,
      resolvedAt: questionReports.resolvedAt,
      resolutionNote: questionReports.resolutionNote,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(users, eq(users.id, questionReports.reporterId))
    .where(
      and(
        eq(questionReports.classId, classId),
        filter.status === 'all' ? undefined : eq(questionReports.status, filter.status),
        filter.questionId === undefined
          ? undefined
          : eq(questionReports.questionId, filter.questionId),
      ),
    )
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id));
  return rows.map((row) => ({
    id: row.id,
    question_id: row.questionId,
    question_stem: row.stem,
    kind: row.kind as ReportKind,
    comment: row.comment,
    status: row.status as ReportStatus,
    reporter_name: row.reporterName,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolution_note: row.resolutionNote,
  }));
}

export async function getQuestionReport(db: Executor, reportId: number) {
  const [row] = await db.select().from(questionReports).where(eq(questionReports.id, reportId));
  return row ?? null;
}

/** Resolves an open report; false when it was resolved already. */
export async function resolveQuestionReport(
  db: Executor,
  reportId: number,
  resolution: { resolvedBy: number; note: string; at: Date },
) {
  const rows = await db
    .update(questionReports)
    .set({
      status: 'resolved',
      resolvedAt: resolution.at,
      resolvedBy: resolution.resolvedBy,
      resolutionNote: resolution.note,
    })
    .where(and(eq(questionReports.id, reportId), eq(questionReports.status, 'open')))
    .returning({ id: questionReports.id });
  return rows.length > 0;
}
