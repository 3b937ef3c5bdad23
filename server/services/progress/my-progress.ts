import type { MyProgress } from '../../../contract';
import type { Database } from '../../db/client';
import { classesStudiedBy } from '../../repositories/progress';
import { studentProgress } from './student-progress';

/** The student's progress in each class they study in. */
export async function myProgress(db: Database, userId: number, now: Date): Promise<MyProgress> {
  const studied = await classesStudiedBy(db, userId);
  return Promise.all(
    studied.map(async (entry) => ({
      class_id: entry.id,
      class_name: entry.name,
      progress: await studentProgress(db, entry.id, userId, now),
    })),
  );
}
