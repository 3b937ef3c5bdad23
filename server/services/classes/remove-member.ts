import { Role } from '../../../contract';
import type { Database } from '../../db/client';
import { deleteAccommodations, revokeClassRole } from '../../repositories/members';
import { notFoundSaying } from '../../errors/api-error';

/**
 * Removes a student from the class: their role and accommodations go; their attempts stay for the
 * record (class lists only show current students).
 */
export async function removeStudent(db: Database, classId: number, userId: number) {
  await db.transaction(async (tx) => {
    if (!(await revokeClassRole(tx, userId, classId, Role.STUDENT))) {
      throw notFoundSaying('This person is not a student of the class.');
    }
    await deleteAccommodations(tx, classId, userId);
  });
}

/** Superuser: the user stops teaching the class. */
export async function removeTeacher(db: Database, classId: number, userId: number) {
  if (!(await revokeClassRole(db, userId, classId, Role.TEACHER))) {
    throw notFoundSaying('This person does not teach the class.');
  }
}
