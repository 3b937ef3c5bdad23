import type { Database } from '../../db/client';
import { getQuestionReport, resolveQuestionReport } from '../../repositories/question-reports';
import { notifyUser } from '../progress/notify';
import { notFound } from '../../errors/api-error';

/**
 * A teacher resolves a report with a note; the student who reported it is told, with the note.
 * Resolving it again changes nothing.
 */
export async function resolveReport(
  db: Database,
  report: { id: number; classId: number },
  resolution: { resolvedBy: number; note: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await getQuestionReport(tx, report.id);
    if (!row || row.classId !== report.classId) throw notFound('report');
    const resolved = await resolveQuestionReport(tx, report.id, { ...resolution, at: now });
    if (!resolved) return;
    await notifyUser(
      tx,
      {
        userId: row.reporterId,
        classId: row.classId,
        kind: 'report_resolved',
        text: `Your report on a question was resolved: ${resolution.note}`,
        link: null,
      },
      now,
    );
  });
}
