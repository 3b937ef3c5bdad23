import { Role, type InviteResult } from '../../../contract';
import type { Database } from '../../db/client';
import { emailsWithClassRole, grantClassRole, insertInvitations } from '../../repositories/members';
import { findUserIdByEmail, userIdsByEmails } from '../../repositories/users';
import { getClassName } from '../../repositories/classes';
import { insertNotifications } from '../../repositories/notifications';
import { notificationLinks } from '../progress/notify';

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
    // People who already have an account hear of it in the app too.
    const className = await getClassName(tx, classId);
    const known = await userIdsByEmails(tx, [...invited]);
    await insertNotifications(
      tx,
      known.map((userId) => ({
        userId,
        classId,
        kind: 'class_invitation' as const,
        text: `You are invited to the class ${className}.`,
        link: notificationLinks.myClasses(),
      })),
      new Date(),
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
