import type { Database } from '../../db/client';
import { readClassSettings } from '../../repositories/class-settings';
import { deleteEndorsement, removeBadge, saveEndorsement } from '../../repositories/progress';
import { grantBadges } from './award';
import { notificationLinks, notifyUser } from './notify';

/**
 * A teacher endorses a student as ready to sit the knowledge test: the endorsement (with the
 * teacher's name and the date), the badge when the class has badges on, and a notification.
 */
export async function endorseStudent(
  db: Database,
  endorsement: { classId: number; studentId: number; teacher: { id: number; name: string } },
  now: Date,
) {
  const { classId, studentId, teacher } = endorsement;
  return db.transaction(async (tx) => {
    await saveEndorsement(tx, {
      classId,
      studentId,
      teacherId: teacher.id,
      teacherName: teacher.name,
      endorsedAt: now,
    });
    const settings = await readClassSettings(tx, classId);
    if (settings?.general.points_enabled) {
      await grantBadges(tx, classId, studentId, ['endorsement'], now);
    }
    await notifyUser(
      tx,
      {
        userId: studentId,
        classId,
        kind: 'endorsed',
        text: `${teacher.name} endorsed you to sit the knowledge test.`,
        link: notificationLinks.classHome(classId),
      },
      now,
    );
    return { teacher_name: teacher.name, endorsed_at: now.toISOString() };
  });
}

/** Withdraws an endorsement given by mistake; the badge goes with it. False when there was none. */
export async function withdrawEndorsement(db: Database, classId: number, studentId: number) {
  return db.transaction(async (tx) => {
    const existed = await deleteEndorsement(tx, classId, studentId);
    if (existed) await removeBadge(tx, classId, studentId, 'endorsement');
    return existed;
  });
}
