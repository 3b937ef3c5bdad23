import { Role, type InviteResult } from '../../../contract';
import type { Database } from '../../db/client';
import { emailsWithClassRole, grantClassRole, insertInvitations } from '../../repositories/members';
import { findUserIdByEmail } from '../../repositories/users';

/**
 * Invites students by e-mail. Each becomes a student of the class when someone with that e-mail
 * signs in (by any method); people already in the class or already invited are reported, not repeated.
 */
export async function inviteStudents(
  db: Database,
  classId: number,
  emails: readonly string[],
  invitedBy: number,
): Promise<InviteResult> {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  return db.transaction(async (tx) => {
    const members = new Set(await emailsWithClassRole(tx, classId, Role.STUDENT, unique));
    const candidates = unique.filter((email) => !members.has(email));
    const invited = new Set(
      await insertInvitations(tx, classId, Role.STUDENT, candidates, invitedBy),
    );
    return {
      invited: candidates.filter((email) => invited.has(email)),
      already_invited: candidates.filter((email) => !invited.has(email)),
      already_members: unique.filter((email) => members.has(email)),
    };
  });
}

/** Superuser: a known user becomes a teacher of the class at once; anyone else is invited as one. */
export async function appointTeacher(
  db: Database,
  classId: number,
  email: string,
  appointedBy: number,
): Promise<'appointed' | 'invited'> {
  return db.transaction(async (tx) => {
    const userId = await findUserIdByEmail(tx, email);
    if (userId !== null) {
      await grantClassRole(tx, userId, classId, Role.TEACHER);
      return 'appointed';
    }
    await insertInvitations(tx, classId, Role.TEACHER, [email.toLowerCase()], appointedBy);
    return 'invited';
  });
}
