import type { AttemptHistoryItem } from '../../../contract';
import type { Database } from '../../db/client';
import { listStudentAttempts } from '../../repositories/attempts';

/** A student's attempts in the class, newest first. */
export async function attemptHistory(
  db: Database,
  classId: number,
  userId: number,
): Promise<AttemptHistoryItem[]> {
  const rows = await listStudentAttempts(db, classId, userId);
  return rows.map((row) => ({
    id: row.id,
    quiz_id: row.quizId,
    quiz_title: row.quizTitle,
    kind: row.kind,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    score_percent: row.scorePercent,
    passed: row.passed,
  }));
}
